import type { Cookie, Page } from "playwright-core";
import { seededDemoSeller } from "./seeded-seller";
import { visible } from "./wait";

type Seller = { email: string; password: string };

/**
 * One demo seller per test file: the first call seeds it (seeded-seller.ts: signed up, with the demo
 * seller's Amazon account and first import copied from the shard's template); later calls, in their fresh
 * browser contexts, carry on its browser session: the session cookie and the welcome tour's 'Show Me
 * Later' cookie. Signing in through the form is under test in sign-in.e2e, not here.
 */
export function sharedDemoSeller() {
  let seller: Seller | undefined;
  let cookies: Cookie[] = [];
  return async (page: Page): Promise<Seller> => {
    if (!seller) {
      seller = await seededDemoSeller(page);
      cookies = await page.context().cookies();
      return seller;
    }
    await page.context().addCookies(cookies);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    return seller;
  };
}

/** The first test of a file seeds the demo seller, and may connect the shard's template first: room on a busy machine. */
export const CONNECT_TIMEOUT = 180_000;
