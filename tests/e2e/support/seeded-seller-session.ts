import type { Cookie, Page } from "playwright-core";
import { seededDemoSeller } from "./seeded-seller";

type Seller = { email: string; password: string };

/**
 * sharedDemoSeller (signed-in-demo-seller.ts) for files whose every test opens its own screen: the first
 * call seeds the seller and lands on the dashboard; later calls carry on its browser session and load no
 * screen, where sharedDemoSeller loads the dashboard once more for each test. They stop on the app's
 * favicon, an asset of the app's origin whose policy lets the page fetch from it (the API's answers may
 * not be a document that fetches), so a test may call the API from the page before it opens its screen.
 */
export function sharedSeededSeller() {
  let seller: Seller | undefined;
  let cookies: Cookie[] = [];
  return async (page: Page): Promise<Seller> => {
    if (!seller) {
      seller = await seededDemoSeller(page);
      cookies = await page.context().cookies();
      return seller;
    }
    await page.context().addCookies(cookies);
    await page.goto("/favicon.svg");
    return seller;
  };
}
