import { beforeAll, describe, expect, it } from "vitest";
import { adsFetch, type ProfileJson, profiles, sp } from "./support/ads";
import { connect, type Tokens } from "./support/lwa";
import { sandboxFetch } from "./support/sandbox";

let demo: Tokens;
let other: Tokens;
let us: ProfileJson;
let otherProfile: ProfileJson;

beforeAll(async () => {
  demo = await connect();
  other = await connect("harbor-pet@example.com");
  us = (await profiles(demo.access_token)).find((p) => p.countryCode === "US") as ProfileJson;
  otherProfile = (await profiles(other.access_token))[0] as ProfileJson;
});

const listCampaigns = (init: Parameters<typeof sp>[1]) => sp("campaigns/list", { body: {}, ...init });

async function failure(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toContain("application/json");
  const body = (await response.json()) as { code: string; message?: string; details?: string };
  expect(body.code).toBe(code);
  expect(body.message ?? body.details).toBeTruthy();
  return body;
}

describe("Ads API authentication", () => {
  it("401 UNAUTHORIZED without a token or with an unknown one", async () => {
    const bare = await sandboxFetch("/v2/profiles", { headers: { "Amazon-Advertising-API-ClientId": "x" } });
    await failure(bare, 401, "UNAUTHORIZED");
    await failure(await adsFetch("/v2/profiles", { token: "Atza|forged" }), 401, "UNAUTHORIZED");
  });

  it("needs Amazon-Advertising-API-ClientId, and the token's own", async () => {
    const missing = await sandboxFetch("/v2/profiles", {
      headers: { Authorization: `Bearer ${demo.access_token}` },
    });
    await failure(missing, 400, "INVALID_ARGUMENT");
    const foreign = await adsFetch("/v2/profiles", {
      token: demo.access_token,
      headers: { "Amazon-Advertising-API-ClientId": "another-app" },
    });
    await failure(foreign, 401, "UNAUTHORIZED");
  });

  it("answers SP v3 errors as {code, message} and profile errors as {code, details}", async () => {
    const sp3 = await failure(
      await listCampaigns({ token: "Atza|forged", scope: us.profileId }),
      401,
      "UNAUTHORIZED",
    );
    expect(sp3.message).toBeTruthy();
    const v2 = await failure(await adsFetch("/v2/profiles", { token: "Atza|forged" }), 401, "UNAUTHORIZED");
    expect(v2.details).toBeTruthy();
  });
});

describe("the profile scope", () => {
  it("is required everywhere but /v2/profiles", async () => {
    await failure(await listCampaigns({ token: demo.access_token }), 400, "INVALID_ARGUMENT");
    await failure(await listCampaigns({ token: demo.access_token, scope: "US" }), 400, "INVALID_ARGUMENT");
    expect((await listCampaigns({ token: demo.access_token, scope: us.profileId })).status).toBe(200);
  });

  it("must be a profile of the token's seller", async () => {
    await failure(
      await listCampaigns({ token: demo.access_token, scope: otherProfile.profileId }),
      401,
      "UNAUTHORIZED",
    );
    await failure(await listCampaigns({ token: demo.access_token, scope: 999 }), 401, "UNAUTHORIZED");
  });

  it("must be in the region of the host", async () => {
    const euHost = { "X-Sandbox-Region": "EU" };
    const onEu = await listCampaigns({ token: demo.access_token, scope: us.profileId, headers: euHost });
    await failure(onEu, 401, "UNAUTHORIZED");
    const viaPrefix = await adsFetch("/na/sp/campaigns/list", {
      token: demo.access_token,
      scope: us.profileId,
      method: "POST",
      body: {},
      headers: { "Content-Type": "application/vnd.spCampaign.v3+json" },
    });
    expect(viaPrefix.status).toBe(200);
  });
});

describe("SP v3 media types", () => {
  it("415 UNSUPPORTED_MEDIA_TYPE for a wrong Content-Type or Accept", async () => {
    const asJson = await listCampaigns({
      token: demo.access_token,
      scope: us.profileId,
      headers: { "Content-Type": "application/json" },
    });
    await failure(asJson, 415, "UNSUPPORTED_MEDIA_TYPE");
    const otherKind = await listCampaigns({
      token: demo.access_token,
      scope: us.profileId,
      headers: {
        "Content-Type": "application/vnd.spKeyword.v3+json",
        Accept: "application/vnd.spKeyword.v3+json",
      },
    });
    await failure(otherKind, 415, "UNSUPPORTED_MEDIA_TYPE");
    const badAccept = await listCampaigns({
      token: demo.access_token,
      scope: us.profileId,
      headers: { Accept: "text/csv" },
    });
    await failure(badAccept, 415, "UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers in the kind's vendor type", async () => {
    const ok = await listCampaigns({ token: demo.access_token, scope: us.profileId });
    expect(ok.headers.get("Content-Type")).toBe("application/vnd.spCampaign.v3+json");
  });
});
