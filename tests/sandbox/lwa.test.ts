import { describe, expect, it } from "vitest";
import { adsFetch } from "./support/ads";
import {
  connect,
  consentQuery,
  DEMO_EMAIL,
  decide,
  exchange,
  REDIRECT_URI,
  revoke,
  tokenRequest,
} from "./support/lwa";
import { advanceClock, sandboxFetch } from "./support/sandbox";

type TokenError = { error: string; error_description: string };
const errorOf = async (response: Response) => {
  expect(response.status).toBe(400);
  return ((await response.json()) as TokenError).error;
};
const profilesStatus = async (token: string) => (await adsFetch("/v2/profiles", { token })).status;

describe("the consent page", () => {
  it("shows the app, the demo seller by default and Allow / Deny", async () => {
    const response = await sandboxFetch(`/ap/oa?${consentQuery()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain("Skupilot");
    expect(html).toMatch(new RegExp(`<option value="${DEMO_EMAIL}"[^>]*selected`));
    expect(html).toContain("harbor-pet@example.com");
    expect(html).toMatch(/value="allow"/);
    expect(html).toMatch(/value="deny"/);
  });

  it.each([
    ["client_id", "someone-else"],
    ["scope", "profile"],
    ["response_type", "token"],
    ["redirect_uri", "not a url"],
  ])("answers a 400 page for a bad %s", async (name, value) => {
    const response = await sandboxFetch(`/ap/oa?${consentQuery({ [name]: value })}`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(name);
  });

  it("Allow redirects with code, scope and state; Deny with access_denied and state", async () => {
    const allowed = await decide("allow");
    expect(`${allowed.origin}${allowed.pathname}`).toBe(REDIRECT_URI);
    expect(allowed.searchParams.get("code")).toBeTruthy();
    expect(allowed.searchParams.get("scope")).toBe("advertising::campaign_management");
    expect(allowed.searchParams.get("state")).toBe("state-123");

    const denied = await decide("deny");
    expect(denied.searchParams.get("error")).toBe("access_denied");
    expect(denied.searchParams.get("error_description")).toBeTruthy();
    expect(denied.searchParams.get("state")).toBe("state-123");
    expect(denied.searchParams.has("code")).toBe(false);
  });
});

describe("the token endpoint", () => {
  it("exchanges a code once for LWA-shaped tokens", async () => {
    const code = (await decide("allow")).searchParams.get("code") ?? "";
    const first = await exchange(code);
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: "bearer", expires_in: 3600 });
    expect(tokens.access_token).toMatch(/^Atza\|.{40,}/);
    expect(tokens.refresh_token).toMatch(/^Atzr\|.{40,}/);
    expect(await errorOf(await exchange(code))).toBe("invalid_grant");
  });

  it("refuses unknown codes, a different redirect_uri, bad clients and grant types", async () => {
    expect(await errorOf(await exchange("ANa-made-up"))).toBe("invalid_grant");
    const code = (await decide("allow")).searchParams.get("code") ?? "";
    const elsewhere = { grant_type: "authorization_code", code, redirect_uri: "http://evil.example/cb" };
    expect(await errorOf(await tokenRequest(elsewhere))).toBe("invalid_grant");
    expect(
      await errorOf(
        await tokenRequest({ grant_type: "refresh_token", refresh_token: "x", client_secret: "no" }),
      ),
    ).toBe("invalid_client");
    expect(await errorOf(await tokenRequest({ grant_type: "client_credentials" }))).toBe(
      "unsupported_grant_type",
    );
    expect(await errorOf(await tokenRequest({ grant_type: "refresh_token" }))).toBe("invalid_request");
  });

  it("lets a code expire after five simulated minutes (the clock moves by whole hours)", async () => {
    const code = (await decide("allow")).searchParams.get("code") ?? "";
    await advanceClock("1h");
    const response = await exchange(code);
    expect(await errorOf(response.clone())).toBe("invalid_grant");
    expect(((await response.json()) as TokenError).error_description).toMatch(/expired/);
  });

  it("lets an access token expire after 60 simulated minutes; refresh gives a working one", async () => {
    const tokens = await connect();
    expect(await profilesStatus(tokens.access_token)).toBe(200);
    await advanceClock("1h");
    expect(await profilesStatus(tokens.access_token)).toBe(401);
    const refreshed = await tokenRequest({
      grant_type: "refresh_token",
      refresh_token: tokens.refresh_token,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string; refresh_token: string };
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(next.refresh_token).toBe(tokens.refresh_token);
    expect(await profilesStatus(next.access_token)).toBe(200);
  });
});

describe("revoking a seller's grant", () => {
  it("kills their refresh and access tokens, and no one else's", async () => {
    const demo = await connect();
    const other = await connect("harbor-pet@example.com");
    const revoked = await revoke(DEMO_EMAIL);
    expect(revoked.status).toBe(200);
    expect(await profilesStatus(demo.access_token)).toBe(401);
    const refresh = await tokenRequest({ grant_type: "refresh_token", refresh_token: demo.refresh_token });
    expect(await errorOf(refresh)).toBe("invalid_grant");
    expect(await profilesStatus(other.access_token)).toBe(200);
    expect((await revoke("nobody@example.com")).status).toBe(404);
  });
});
