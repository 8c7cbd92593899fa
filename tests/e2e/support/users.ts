import type { Cookie, Page } from "playwright-core";
import { screenshot } from "./browser";
import { gone, visible } from "./wait";

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
  if (!keepTour) await dismissWelcomeTour(page);
  return seller;
}

/**
 * One seller signed up through the form for a whole file whose tests are about what a signed-in seller
 * sees, not about signing up: the first call signs up (landing where sign-up lands), later calls in their
 * fresh browser contexts carry on its session and its 'Show Me Later' cookie, and go nowhere.
 */
export function sharedSignedUpSeller() {
  let seller: ReturnType<typeof newSeller> | undefined;
  let cookies: Cookie[] = [];
  return async (page: Page) => {
    if (!seller) {
      seller = await signUpThroughForm(page);
      cookies = await page.context().cookies();
      return seller;
    }
    await page.context().addCookies(cookies);
    return seller;
  };
}

/**
 * 'Show Me Later' on the welcome tour a fresh browser session shows after signing in. A page where it
 * never shows is kept as a screenshot, with its address in the error, for diagnosis.
 */
export async function dismissWelcomeTour(page: Page) {
  const later = page.getByRole("button", { name: "Show Me Later" });
  try {
    await visible(later);
  } catch (error) {
    await screenshot(page, `no-welcome-tour-${Date.now()}`);
    throw new Error(`The welcome tour did not show at ${page.url()}`, { cause: error });
  }
  await later.click();
  await gone(page.getByRole("dialog"));
}

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto("/");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}
