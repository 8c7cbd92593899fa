import type { Page } from "playwright-core";
import { gone } from "./wait";

let counter = 0;

export function newSeller() {
  counter += 1;
  // The pid keeps e-mails apart between the e2e shards, which run at the same time.
  const stamp = `${Date.now()}-${process.pid}-${counter}`;
  return { name: `Seller ${counter}`, email: `seller-${stamp}@example.com`, password: "pilot-password-1" };
}

/** Signs up through the real form, and dismisses the welcome tour unless asked to keep it. */
export async function signUpThroughForm(page: Page, seller = newSeller(), { keepTour = false } = {}) {
  await page.goto("/sign-up");
  await page.getByLabel("Name").fill(seller.name);
  await page.getByLabel("E-mail").fill(seller.email);
  await page.getByLabel("Password").fill(seller.password);
  await page.getByRole("button", { name: "Create account" }).click();
  if (!keepTour) {
    await page.getByRole("button", { name: "Show Me Later" }).click();
    await gone(page.getByRole("dialog"));
  }
  return seller;
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
