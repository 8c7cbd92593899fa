import type { Cookie, Page } from "playwright-core";
import { connectDemoSeller } from "./demo-seller";
import { visible } from "./wait";

type Seller = { email: string; password: string };

/**
 * One demo seller per test file: the first call connects it (sign-up, consent, first import, slow);
 * later calls, in their fresh browser contexts, carry on its browser session: the session cookie and the
 * welcome tour's 'Show Me Later' cookie. Signing in through the form is under test in sign-in.e2e, not here.
 */
export function sharedDemoSeller() {
  let seller: Seller | undefined;
  let cookies: Cookie[] = [];
  return async (page: Page): Promise<Seller> => {
    if (!seller) {
      seller = await connectDemoSeller(page);
      cookies = await page.context().cookies();
      return seller;
    }
    await page.context().addCookies(cookies);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    return seller;
  };
}

/** The first test of a file connects the demo seller: give it room on a busy machine. */
export const CONNECT_TIMEOUT = 180_000;
