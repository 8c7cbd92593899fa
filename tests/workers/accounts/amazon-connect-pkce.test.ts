import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { s256Challenge } from "../../../worker/amazon/pkce";
import { signedInUser } from "../support/accounts";
import { consent } from "../support/amazon";
import { call } from "../support/http";

const SIGN_IN = "/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787";
const callbackPath = (code: string, state: string) =>
  `/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`;

const verifierOf = async (state: string) =>
  (
    await env.DB.prepare("select code_verifier as verifier from oauth_states where state = ?")
      .bind(state)
      .first<{ verifier: string }>()
  )?.verifier;

afterEach(() => vi.restoreAllMocks());

describe("Login with Amazon with PKCE (S256), the code kept out of logs", () => {
  it("sends the consent page an S256 challenge of a verifier kept in D1 with the state, never in the URL", async () => {
    const user = await signedInUser("pkce-start");
    const url = new URL((await call(SIGN_IN, { cookie: user.cookie })).json.data.url);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    const state = url.searchParams.get("state") ?? "";
    const verifier = await verifierOf(state);
    expect(verifier).toMatch(/^[\w-]{43,128}$/);
    expect(url.searchParams.get("code_challenge")).toBe(await s256Challenge(verifier ?? ""));
    expect(url.toString()).not.toContain(verifier);
  });

  it("sends the verifier at the token exchange, which the sandbox refuses without it", async () => {
    const user = await signedInUser("pkce-exchange");
    const start = await call(SIGN_IN, { cookie: user.cookie });
    const { code, state } = await consent(start.json.data.url);
    const verifier = await verifierOf(state);

    const bare = await fetch(env.LWA_TOKEN_URL, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code,
        redirect_uri: "http://127.0.0.1:8787/",
        client_id: env.LWA_CLIENT_ID,
        client_secret: env.LWA_CLIENT_SECRET,
      }),
    });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ error: "invalid_grant" });

    const tokenBodies: URLSearchParams[] = [];
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input, init);
      if (request.url === env.LWA_TOKEN_URL)
        tokenBodies.push(new URLSearchParams(await request.clone().text()));
      return realFetch(request);
    });
    const done = await call(callbackPath(code, state), { method: "POST", cookie: user.cookie });
    expect(done.status).toBe(200);
    expect(tokenBodies).toHaveLength(1);
    expect(tokenBodies[0]?.get("code_verifier")).toBe(verifier);
  });

  it("logs the callback's request without its code or state", async () => {
    const user = await signedInUser("pkce-log");
    const start = await call(SIGN_IN, { cookie: user.cookie });
    const { code, state } = await consent(start.json.data.url);
    const logged = vi.spyOn(console, "log").mockImplementation(() => {});
    const done = await call(callbackPath(code, state), { method: "POST", cookie: user.cookie });
    expect(done.status).toBe(200);
    const lines = logged.mock.calls.map((args) => args.map(String).join(" "));
    const callbackLine = lines.find((line) => line.includes("/api/amazon/auth/sign-in/callback"));
    expect(callbackLine).toBeDefined();
    for (const line of lines) {
      expect(line).not.toContain(code);
      expect(line).not.toContain(state);
    }
  });
});
