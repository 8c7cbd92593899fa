import type { Page } from "playwright-core";
import { inject } from "vitest";
import { signUpAndInOverHttp } from "../../support/demo-seller-over-http";
import { newSeller } from "./users";

type Seller = ReturnType<typeof newSeller>;

/** `name=value` pairs as cookies of the Worker's origin in the page's browser context. */
async function putCookies(page: Page, pairs: string[]) {
  const url = inject("baseUrl");
  const cookies = pairs.map((pair) => pair.split("="));
  await page
    .context()
    .addCookies(cookies.map(([name = "", ...value]) => ({ name, value: value.join("="), url })));
}

/**
 * A new seller signed up and in through the API, for files whose tests are about what a signed-in
 * seller sees, not about the forms (sign-up-and-out.e2e and sign-in.e2e go through them): the session
 * is put in the page's browser context, with the welcome tour put off as 'Show Me Later' leaves it
 * unless `keepTour`. Goes nowhere: each test opens the page it is about.
 */
export async function sellerOverHttp(page: Page, { keepTour = false } = {}) {
  const seller = newSeller();
  const { userId, cookies } = await signUpAndInOverHttp(inject("baseUrl"), seller);
  await putCookies(page, keepTour ? cookies : [...cookies, `skupilot-tour-later-${userId}=1`]);
  return { ...seller, userId };
}

/**
 * One such seller for a whole file: the first call signs up, later calls put the same session (and the
 * tour put off) in their fresh browser contexts.
 */
export function sharedSellerOverHttp() {
  let seller: (Seller & { userId: string }) | undefined;
  let cookies: string[] = [];
  return async (page: Page) => {
    if (!seller) {
      const made = newSeller();
      const signedIn = await signUpAndInOverHttp(inject("baseUrl"), made);
      seller = { ...made, userId: signedIn.userId };
      cookies = [...signedIn.cookies, `skupilot-tour-later-${signedIn.userId}=1`];
    }
    await putCookies(page, cookies);
    return seller;
  };
}
