import type { Locator, Page } from "playwright-core";
import { flip, toast } from "./ui";
import { visible } from "./wait";

/** Waits for the notice showing this text. */
export const notice = (page: Page, text: string) => visible(toast(page, text));

/** Clicks the switch whose hidden checkbox has this name; answers the checkbox. */
export async function flipSwitch(page: Page, name: string) {
  const checkbox = page.getByRole("checkbox", { name, exact: true });
  await flip(checkbox);
  return checkbox;
}

/** Opens a pencil's one-field popover; answers its form. */
export async function openAmount(page: Page, pencil: string) {
  await page.getByRole("button", { name: pencil, exact: true }).click();
  const form = page.getByRole("dialog").filter({ has: page.getByRole("spinbutton") });
  await visible(form);
  return form;
}

/**
 * Types the amount into an open popover and saves with Enter: a popover that moves while the tables
 * refetch can take a click elsewhere on a busy machine. The budget test clicks Save once.
 */
export async function submitAmount(form: Locator, amount: string) {
  const field = form.getByRole("spinbutton");
  await field.fill(amount);
  await field.press("Enter");
}

/** Every PUT the page sends, to prove that a refused form sends nothing. */
export function recordPuts(page: Page) {
  const puts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "PUT") puts.push(new URL(request.url()).pathname);
  });
  return puts;
}

/** The first body row of a table holding this text. */
export const rowWith = (table: Locator, text: string) =>
  table.locator("tbody tr").filter({ hasText: text }).first();
