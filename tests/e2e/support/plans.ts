import type { Page } from "playwright-core";
import { visible } from "./wait";

/** A plan's card in Settings › Subscriptions. */
export const planCard = (page: Page, plan: string) => page.getByTestId(`plan-${plan}`);

/** Settings › Subscriptions → Choose plan → the sandbox's hosted checkout → paid → back on the settings. */
export async function buyStartUp(page: Page) {
  await page.goto("/settings#subscriptions");
  const appOrigin = new URL(page.url()).origin;
  await planCard(page, "START_UP").getByRole("button", { name: "Choose plan" }).click();
  await page.getByRole("button", { name: "Pay $197.00" }).click();
  await page.waitForURL((url) => url.origin === appOrigin && url.pathname === "/settings");
  await visible(planCard(page, "START_UP").getByText("Your Plan"));
}
