import type { Page } from "playwright-core";
import { inject } from "vitest";
import { newSeller } from "./users";

/**
 * The HTTP calls the web app makes to sign up, sign in and connect Amazon, made through the browser
 * context's own request client (its cookie jar is the pages'), for tests where those screens are not
 * under test: sign-in.e2e, sign-up-and-out.e2e and amazon-connect.e2e drive them through the UI.
 */

type Seller = ReturnType<typeof newSeller>;
export type SignedUpSeller = Seller & { id: string };

const origin = () => new URL(inject("baseUrl")).origin;

async function ok<T>(response: Awaited<ReturnType<Page["request"]["get"]>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST /api/users, as the sign-up form does before signing in. */
export async function signUpByApi(page: Page, seller = newSeller()): Promise<SignedUpSeller> {
  const response = await page.request.post("/api/users", {
    data: seller,
    headers: { Origin: origin() },
  });
  const answer = await ok<{ data: { id: string } }>(response, "sign-up");
  return { ...seller, id: answer.data.id };
}

/**
 * Auth.js's credentials sign-in as the web app's auth client makes it (CSRF token, then the form post);
 * the session cookie lands in the page's context. The welcome tour is remembered as put off for this
 * browser session ('Show Me Later', the cookie the app sets for it), as after a sign-in through the form.
 */
export async function signInByApi(page: Page, seller: SignedUpSeller) {
  const csrf = await ok<{ csrfToken: string }>(await page.request.get("/api/auth/csrf"), "csrf");
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { email: seller.email, password: seller.password, callbackUrl: "/", csrfToken: csrf.csrfToken },
    headers: { Origin: origin(), "X-Auth-Return-Redirect": "1" },
  });
  const answer = await ok<{ url?: string }>(response, "sign-in");
  if (answer.url && new URL(answer.url, origin()).searchParams.get("error")) {
    throw new Error(`sign-in refused: ${answer.url}`);
  }
  await page
    .context()
    .addCookies([{ name: `skupilot-tour-later-${seller.id}`, value: "1", url: origin(), sameSite: "Lax" }]);
}

/**
 * Connects a sandbox seller as the Connect button and the consent page do: the Worker's authorization
 * address, Allow posted to the sandbox's Login with Amazon, the code handed back to the Worker's callback.
 */
export async function connectByApi(page: Page, sellerEmail = "demo-seller@example.com") {
  const start = await ok<{ data: { url: string } }>(
    await page.request.get(`/api/amazon/auth/sign-in?redirect=${encodeURIComponent(origin())}`),
    "connect start",
  );
  const authorize = new URL(start.data.url);
  const consent = await page.request.post(`${authorize.origin}${authorize.pathname}`, {
    form: { ...Object.fromEntries(authorize.searchParams), decision: "allow", seller_email: sellerEmail },
    maxRedirects: 0,
  });
  const back = new URL(consent.headers().location ?? "", origin());
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`consent answered ${consent.status()} to ${back}`);
  const query = new URLSearchParams({ code, state, redirect: origin() });
  const done = await ok<{ data: { tokenId: number } }>(
    await page.request.post(`/api/amazon/auth/sign-in/callback?${query}`, { headers: { Origin: origin() } }),
    "connect callback",
  );
  return done.data.tokenId;
}
