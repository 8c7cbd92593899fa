import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { connectSeller, consent } from "../support/amazon";
import { call } from "../support/http";

describe("connecting an Amazon account through Login with Amazon", () => {
  it("answers a consent-page address with a state bound to the user", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
      cookie: user.cookie,
    });
    expect(status).toBe(200);
    const url = new URL(json.data.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${env.SANDBOX_URL}/ap/oa`);
    expect(url.searchParams.get("client_id")).toBe("skupilot-local-client");
    expect(url.searchParams.get("scope")).toBe("profile advertising::campaign_management");
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("redirect_uri")).toBe("http://127.0.0.1:8787/");
    expect(url.searchParams.get("state")).toMatch(/^[\w-]{40,}$/);
  });

  it("refuses a redirect to another site", async () => {
    const user = await signedInUser();
    const { status, json } = await call("/api/amazon/auth/sign-in?redirect=https://evil.example", {
      cookie: user.cookie,
    });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "redirect" });
  });

  it("exchanges the code once and stores the seller with the profiles of every region", async () => {
    const user = await signedInUser();
    const tokenId = await connectSeller(user.cookie);
    const { json } = await call("/api/amazon/profiles", { cookie: user.cookie });
    expect(json.data).toHaveLength(1);
    const [account] = json.data;
    expect(account).toMatchObject({ tokenId, state: "VALID", profileEmail: "demo-seller@example.com" });
    expect(account.profileName).not.toBe("");
    const countries = account.profiles.map((profile: { countryCode: string }) => profile.countryCode).sort();
    expect(countries).toEqual(["CA", "DE", "UK", "US"]);
    for (const profile of account.profiles) expect(profile.amazonProfileId).toMatch(/^\d+$/);

    const stored = await env.DB.prepare(
      "select refresh_token_ciphertext as c from amazon_accounts where token_id = ?",
    )
      .bind(tokenId)
      .first<{ c: string }>();
    expect(stored?.c).toMatch(/^v2\.[0-9a-f]{8}\./);
    expect(stored?.c).not.toContain("Atzr|");
  });

  it("refuses a replayed state cleanly, and a replayed code with a fresh state", async () => {
    const user = await signedInUser();
    const start = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
      cookie: user.cookie,
    });
    const { code, state } = await consent(start.json.data.url);
    const path = `/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`;
    expect((await call(path, { method: "POST", cookie: user.cookie })).status).toBe(200);

    const replayed = await call(path, { method: "POST", cookie: user.cookie });
    expect(replayed.status).toBe(400);
    expect(replayed.json.data).toMatchObject({ code: 1005, field: "state" });

    const fresh = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
      cookie: user.cookie,
    });
    const freshState = new URL(fresh.json.data.url).searchParams.get("state") ?? "";
    const reused = await call(
      `/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(freshState)}`,
      {
        method: "POST",
        cookie: user.cookie,
      },
    );
    expect(reused.status).toBe(502);
    expect(reused.json.data.code).toBe(1008);
    expect((await call("/api/amazon/profiles", { cookie: user.cookie })).json.data).toHaveLength(1);
  });

  it("does not let one user finish another user's connection", async () => {
    const ann = await signedInUser("ann");
    const bob = await signedInUser("bob");
    const start = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", {
      cookie: ann.cookie,
    });
    const { code, state } = await consent(start.json.data.url);
    const stolen = await call(
      `/api/amazon/auth/sign-in/callback?code=${code}&state=${encodeURIComponent(state)}`,
      {
        method: "POST",
        cookie: bob.cookie,
      },
    );
    expect(stolen.status).toBe(400);
    expect((await call("/api/amazon/profiles", { cookie: bob.cookie })).json.data).toEqual([]);
  });

  it("reconnecting the same seller updates the account instead of adding another", async () => {
    const user = await signedInUser();
    const first = await connectSeller(user.cookie);
    const second = await connectSeller(user.cookie);
    expect(second).toBe(first);
    expect(
      (await call("/api/users/connected-amazon-accounts", { cookie: user.cookie })).json.data,
    ).toHaveLength(1);
  });
});
