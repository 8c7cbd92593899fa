import { env } from "cloudflare:workers";
import { call } from "./http";

export const DEMO_SELLER = "demo-seller@example.com";

/**
 * Plays the seller on the sandbox's consent page: Allow (or Deny) for one simulated seller. Asked again when
 * the answer is lost on the way: wrangler dev's proxy answers a POST whose reused connection dropped with a
 * 503 (a busy-machine run lost a connect that way: no Location, "Invalid URL string"). A second decision
 * only issues another code for the same grant.
 */
export async function consent(authorizationUrl: string, sellerEmail = DEMO_SELLER, decision = "allow") {
  const url = new URL(authorizationUrl);
  const form = new URLSearchParams({
    ...Object.fromEntries(url.searchParams),
    decision,
    seller_email: sellerEmail,
  });
  const post = () =>
    fetch(`${url.origin}${url.pathname}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
  for (let attempt = 1; ; attempt++) {
    const response = await post().catch((error: unknown) => error as Error);
    const location = response instanceof Response ? response.headers.get("Location") : null;
    if (location) {
      const back = new URL(location);
      return { back, code: back.searchParams.get("code") ?? "", state: back.searchParams.get("state") ?? "" };
    }
    const lost = !(response instanceof Response) || response.status === 502 || response.status === 503;
    if (!lost || attempt >= CONSENT_ATTEMPTS) {
      const answer =
        response instanceof Response
          ? `${response.status} ${(await response.text()).slice(0, 200)}`
          : String(response);
      throw new Error(`the sandbox's consent page did not redirect: ${answer}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
  }
}

const CONSENT_ATTEMPTS = 4;

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
