import type { Locator, Page } from "playwright-core";
import { screenshot } from "./browser";
import type { FakeCall } from "./sku-targets-fake";
import { visible } from "./wait";

/** The faked calls with this method whose path matches. */
export const callsTo = (list: FakeCall[], method: string, path: RegExp) =>
  list.filter((call) => call.method === method && path.test(call.path));

/** Opens an Optional panel of Product Details by its title and answers its trigger (which carries the count). */
export async function openPanel(page: Page, title: string) {
  const trigger = page.getByRole("button", { name: new RegExp(`^${title}\\s*\\d*$`) });
  await trigger.click();
  return trigger;
}

/**
 * Submits a one-field form with Enter and waits for `message` under it. The SKU panels' popover forms
 * are all submitted with Enter: in CI's first shard a click on their button was twice taken without
 * submitting (not reproduced locally); the lists' and campaign page's e2e still click Save.
 */
export async function expectMessage(form: Locator, field: Locator, value: string, message: string) {
  await field.fill(value);
  await field.press("Enter");
  await visible(form.getByText(message, { exact: true })).catch(async (error) => {
    await screenshot(form.page(), "sku-panels-form-failure");
    throw error;
  });
}
