import type { Page } from "playwright-core";
import type { SignedUpSeller } from "./api-session";
import { signInByApi } from "./api-session";
import { connectDemoSeller } from "./demo-seller";
import { visible } from "./wait";

/**
 * One demo seller per test file: the first call connects it (sign-up, consent, first import, slow);
 * later calls, in their fresh browser contexts, only sign in again (through the calls the form makes:
 * sign-in.e2e tests the form) and open the dashboard.
 */
export function sharedDemoSeller() {
  let seller: SignedUpSeller | undefined;
  return async (page: Page): Promise<SignedUpSeller> => {
    if (!seller) {
      seller = await connectDemoSeller(page);
      return seller;
    }
    await signInByApi(page, seller);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }));
    return seller;
  };
}

/** The first test of a file connects the demo seller: give it room on a busy machine. */
export const CONNECT_TIMEOUT = 180_000;
