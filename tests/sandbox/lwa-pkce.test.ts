import { describe, expect, it } from "vitest";
import { DEMO_EMAIL, decide, REDIRECT_URI, tokenRequest } from "./support/lwa";

const VERIFIER = "a-verifier-of-forty-three-characters-or-more-0123";

async function s256(verifier: string) {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(verifier)));
  return btoa(String.fromCharCode(...digest))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replaceAll("=", "");
}

const exchangeWith = (code: string, verifier?: string) =>
  tokenRequest({
    grant_type: "authorization_code",
    code,
    redirect_uri: REDIRECT_URI,
    ...(verifier === undefined ? {} : { code_verifier: verifier }),
  });

describe("PKCE on the sandbox's Login with Amazon (RFC 7636)", () => {
  it("refuses the exchange of a code issued for an S256 challenge without its verifier, or with another", async () => {
    const challenge = await s256(VERIFIER);
    const back = await decide("allow", DEMO_EMAIL, {
      code_challenge: challenge,
      code_challenge_method: "S256",
    });
    const code = back.searchParams.get("code") ?? "";

    for (const verifier of [undefined, "", "another-verifier-of-forty-three-characters-000", challenge]) {
      const refused = await exchangeWith(code, verifier);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: "invalid_grant" });
    }
    // A refused try spends nothing: the right verifier still gets the tokens, once.
    const tokens = await exchangeWith(code, VERIFIER);
    expect(tokens.status).toBe(200);
    expect((await exchangeWith(code, VERIFIER)).status).toBe(400);
  });
});
