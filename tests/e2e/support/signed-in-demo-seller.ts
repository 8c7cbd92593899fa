import type { Page } from "playwright-core";
import {
  connectThroughApi,
  type Seller,
  signInThroughApi,
  signUpThroughApi,
  syncFinished,
} from "./seeded-seller";
import { visible } from "./wait";

/**
 * One demo seller per test file, already connected when a test starts: the first call signs a new seller
 * up and connects the sandbox's demo seller through the API (the first import, pulling the campaigns and
 * their reports, is the slow part); later calls, in their fresh browser contexts, only sign in again.
 * Each call ends on the dashboard. The connect screens themselves are amazon-connect.e2e's.
 */
export function sharedDemoSeller() {
  let seller: Seller | undefined;
  return async (page: Page): Promise<Seller> => {
    if (seller) {
      await signInThroughApi(page, seller);
    } else {
      const created = await signUpThroughApi(page);
      await connectThroughApi(page);
      await syncFinished(page);
      seller = created;
    }
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Dashboard", level: 1 }), 30_000);
    return seller;
  };
}

/** The first test of a file connects the demo seller: give it room on a busy machine. */
export const CONNECT_TIMEOUT = 180_000;
