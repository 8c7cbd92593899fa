import { env } from "cloudflare:workers";
import { call } from "./http";

export const DEMO_SELLER = "demo-seller@example.com";

/** Plays the seller on the sandbox's consent page: Allow (or Deny) for one simulated seller. */
export async function consent(authorizationUrl: string, sellerEmail = DEMO_SELLER, decision = "allow") {
  const url = new URL(authorizationUrl);
  const form = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    decision,
    seller_email: sellerEmail,
  });
  const response = await fetch(`${url.origin}${url.pathname}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form,
    redirect: "manual",
  });
  const back = new URL(response.headers.get("Location") ?? "");
  return { back, code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
}

/** The whole connect flow as the browser drives it; answers the new account's tokenId. */
export async function connectSeller(cookie: string, sellerEmail = DEMO_SELLER) {
  const start = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", { cookie });
  const { code, state } = await consent(start.json.data.url, sellerEmail);
  const done = await call(
    `/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`,
    {
      method: "POST",
      cookie,
    },
  );
  if (done.status !== 200) throw new Error(`connect failed: ${JSON.stringify(done.json)}`);
  return done.json.data.tokenId as number;
}

export async function sandboxControl(path: string, body?: unknown) {
  const response = await fetch(`${env.SANDBOX_URL}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return response.json() as Promise<Record<string, unknown>>;
}
