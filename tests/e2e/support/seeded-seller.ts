import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { newSeller } from "./users";

export type Seller = { id: string; name: string; email: string; password: string };

type Envelope<T> = { status: string; data: T };

const DEMO_SELLER_EMAIL = "demo-seller@example.com";

/** The Worker refuses a post without the app's own Origin (its CSRF check), which a browser sends by itself. */
const fromTheApp = () => ({ Origin: inject("baseUrl") });

async function data<T>(answer: { ok(): boolean; status(): number; url(): string; text(): Promise<string> }) {
  const text = await answer.text();
  if (!answer.ok()) throw new Error(`${answer.url()} answered ${answer.status()}: ${text}`);
  return (JSON.parse(text) as Envelope<T>).data;
}

/**
 * Signs the page's browser context in through Auth.js's endpoints, as the sign-in form's own client does
 * (a CSRF token, then the credentials form): the session cookie lands in the context. The forms have e2e
 * files of their own; everywhere else a signed-in seller is only where a test starts.
 */
export async function signInThroughApi(page: Page, seller: Seller) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const answer = await page.request.post("/api/auth/callback/credentials", {
    form: { email: seller.email, password: seller.password, csrfToken, callbackUrl: "/" },
    headers: { "X-Auth-Return-Redirect": "1", ...fromTheApp() },
  });
  const { url } = (await answer.json()) as { url?: string };
  if (!answer.ok() || !url || new URL(url, "http://app").searchParams.has("error"))
    throw new Error(`signing ${seller.email} in failed: ${answer.status()} ${url}`);
  await putOffWelcomeTour(page, seller);
}

/** A new seller created through POST /api/users and signed in (the welcome tour already put off). */
export async function signUpThroughApi(page: Page, { name, email, password } = newSeller()) {
  const { id } = await data<{ id: string }>(
    await page.request.post("/api/users", { data: { name, email, password } }),
  );
  const seller = { id, name, email, password };
  await signInThroughApi(page, seller);
  return seller;
}

/**
 * 'Show Me Later' as the browser remembers it (web/src/lib/storage-keys.ts, welcomeTourDismissed): set in
 * the context before any page runs, so a test opens its screen directly.
 */
function putOffWelcomeTour(page: Page, seller: Seller) {
  return page.context().addInitScript((userId) => {
    const key = `${window.location.origin}:skupilot:welcome-tour-dismissed:${userId}`;
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, new Date().toISOString());
  }, seller.id);
}

/**
 * Connects the sandbox's demo seller to the signed-in seller the way the browser would, without the
 * screens: the app's sign-in address, Allow posted to the consent form, the code handed to the callback.
 * amazon-connect.e2e goes through the screens themselves.
 */
export async function connectThroughApi(page: Page, amazonSeller = DEMO_SELLER_EMAIL) {
  const app = inject("baseUrl");
  const { url } = await data<{ url: string }>(
    await page.request.get("/api/amazon/auth/sign-in", { params: { redirect: app } }),
  );
  const consent = new URL(url);
  const allowed = await page.request.post(`${consent.origin}${consent.pathname}`, {
    form: { ...Object.fromEntries(consent.searchParams), seller_email: amazonSeller, decision: "allow" },
    maxRedirects: 0,
  });
  const back = new URL(allowed.headers().location ?? "", app);
  const code = back.searchParams.get("code");
  const state = back.searchParams.get("state");
  if (!code || !state) throw new Error(`the consent answered ${allowed.status()} to ${back}`);
  await data(
    await page.request.post("/api/amazon/auth/sign-in/callback", {
      params: { code, state, redirect: app },
      headers: fromTheApp(),
    }),
  );
}

/** Waits until every profile of the signed-in seller has finished its sync. */
export async function syncFinished(page: Page, timeout = 120_000) {
  const states = async () => {
    const rows = await data<{ state: string }[]>(await page.request.get("/api/sync/status"));
    return rows.length > 0 && rows.every((row) => row.state === "SUCCEEDED");
  };
  await expect.poll(states, { timeout, interval: 250 }).toBe(true);
}
