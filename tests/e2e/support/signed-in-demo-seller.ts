import type { Page } from "playwright-core";
import { connectDemoSeller } from "./demo-seller";
import { dismissWelcomeTour, signInThroughForm } from "./users";
import { visible } from "./wait";

type Seller = { email: string; password: string };

/**
 * One demo seller per test file: the first call connects it (sign-up, consent, first import, slow);
 * later calls, in their fresh browser contexts, only sign in again.
 */
export function sharedDemoSeller() {
  let seller: Seller | undefined;
  return async (page: Page): Promise<Seller> => {
    if (!seller) {
      seller = await connectDemoSeller(page);
      return seller;
    }
    await signInThroughForm(page, seller.email, seller.password);
    // A fresh browser context has not dismissed the welcome tour yet (it hides the page until then).
    await dismissWelcomeTour(page);
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    return seller;
  };
}

/** The first test of a file connects the demo seller: give it room on a busy machine. */
export const CONNECT_TIMEOUT = 180_000;
