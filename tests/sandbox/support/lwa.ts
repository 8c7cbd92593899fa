import { sandboxFetch } from "./sandbox";

/** Login with Amazon as the product drives it: consent (as a chosen seller), then the token endpoint. */
export const CLIENT_ID = "skupilot-local-client";
export const CLIENT_SECRET = "skupilot-local-secret";
export const REDIRECT_URI = "http://127.0.0.1:8787/api/amazon/callback";
export const SCOPE = "advertising::campaign_management";
export const DEMO_EMAIL = "demo-seller@example.com";

export type Tokens = { access_token: string; token_type: string; expires_in: number; refresh_token: string };

export function consentQuery(overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    client_id: CLIENT_ID,
    scope: SCOPE,
    response_type: "code",
    redirect_uri: REDIRECT_URI,
    state: "state-123",
    ...overrides,
  });
}

/** Submits the consent form; answers the redirect's URL. */
export async function decide(
  decision: "allow" | "deny",
  email = DEMO_EMAIL,
  extra: Record<string, string> = {},
) {
  const form = consentQuery({ seller_email: email, decision, ...extra });
  const response = await sandboxFetch("/ap/oa", { method: "POST", body: form, redirect: "manual" });
  if (response.status !== 302)
    throw new Error(`consent answered ${response.status}: ${await response.text()}`);
  return new URL(response.headers.get("Location") ?? "");
}

export function tokenRequest(fields: Record<string, string>) {
  return sandboxFetch("/auth/o2/token", {
    method: "POST",
    body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: CLIENT_SECRET, ...fields }),
  });
}

export async function exchange(code: string) {
  return tokenRequest({ grant_type: "authorization_code", code, redirect_uri: REDIRECT_URI });
}

/** Consent as the seller and exchange the code: the tokens a connected account holds. */
export async function connect(email = DEMO_EMAIL): Promise<Tokens> {
  const code = (await decide("allow", email)).searchParams.get("code") ?? "";
  const response = await exchange(code);
  if (response.status !== 200) throw new Error(`token exchange answered ${response.status}`);
  return (await response.json()) as Tokens;
}

export function revoke(email: string) {
  return sandboxFetch("/_sandbox/grants/revoke", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
  });
}
