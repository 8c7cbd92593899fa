import type { Cookie, Page } from "playwright-core";
import { seededDemoSeller } from "./seeded-seller";

type Seller = { email: string; password: string };

/**
 * One demo seller per test file, for tests that open their own screen: the first call seeds it
 * (seeded-seller.ts, landing on the dashboard); later calls put its browser session in their fresh
 * contexts and open an empty page of the Worker's origin, which loads no app, from which the test may
 * call the API. sharedDemoSeller (signed-in-demo-seller.ts) loads the dashboard each time instead:
 * a whole app's load on a busy machine, only for the test to go elsewhere.
 */
export function sharedDemoSellerSession() {
  let seller: Seller | undefined;
  let cookies: Cookie[] = [];
  return async (page: Page): Promise<Seller> => {
    if (!seller) {
      seller = await seededDemoSeller(page);
      cookies = await page.context().cookies();
      return seller;
    }
    await page.context().addCookies(cookies);
    // An empty page of the Worker's origin, answered in the browser: the API's own answers forbid scripts.
    await page.route("/blank", (route) => route.fulfill({ contentType: "text/html", body: "" }), {
      times: 1,
    });
    await page.goto("/blank");
    return seller;
  };
}
