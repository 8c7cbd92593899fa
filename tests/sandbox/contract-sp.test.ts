import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles } from "./support/ads";
import { catalog } from "./support/catalog";
import { contractCall, contractTitle, openapi } from "./support/contract";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";

type Batch = { success: Record<string, unknown>[]; error: { index: number }[] };
const TYPES: Record<string, string> = {
  campaigns: "application/vnd.spCampaign.v3+json",
  adGroups: "application/vnd.spAdGroup.v3+json",
  productAds: "application/vnd.spProductAd.v3+json",
  keywords: "application/vnd.spKeyword.v3+json",
  negativeKeywords: "application/vnd.spNegativeKeyword.v3+json",
  campaignNegativeKeywords: "application/vnd.spCampaignNegativeKeyword.v3+json",
  targets: "application/vnd.spTargetingClause.v3+json",
  negativeTargets: "application/vnd.spNegativeTargetingClause.v3+json",
  campaignNegativeTargets: "application/vnd.spCampaignNegativeTargetingClause.v3+json",
};

let token: string;
let profile: ProfileJson;
let sku: string;

/** An SP v3 call checked against the document both ways; `op` is "post /sp/campaigns" and the like. */
function spCall<T>(
  op: string,
  body: unknown,
  extra: { checkBody?: boolean; headers?: Record<string, string>; token?: string } = {},
) {
  const [method, path = ""] = op.split(" ");
  const type = TYPES[path.split("/")[2] ?? ""] ?? "";
  return contractCall<T>(op, path, {
    token: extra.token ?? token,
    scope: profile.profileId,
    method: method?.toUpperCase(),
    contentType: type,
    accept: type,
    body,
    ...(extra.checkBody === false ? { checkBody: false } : {}),
    ...(extra.headers ? { headers: extra.headers } : {}),
  });
}

const created = async (op: string, key: string, body: unknown, prefer = false) => {
  const { status, body: answer } = await spCall<Record<string, Batch>>(
    op,
    body,
    prefer ? { headers: { Prefer: "return=representation" } } : {},
  );
  expect(status).toBe(207);
  return answer[key] as Batch;
};

describe.skipIf(!openapi)(contractTitle("GET /v2/profiles against authorization-profiles.json"), () => {
  it("answers the documented Profile array", async () => {
    const { status } = await contractCall("get /v2/profiles", "/v2/profiles", {
      token: (await connect()).access_token,
    });
    expect(status).toBe(200);
  });
});

describe.skipIf(!openapi)(contractTitle("Sponsored Products v3 entities against their document"), () => {
  beforeAll(async () => {
    token = (await connect()).access_token;
    profile = (await profiles(token)).find((p) => p.countryCode === "US") as ProfileJson;
    sku = (await catalog({ token, scope: profile.profileId }))[0]?.sku ?? "";
  });

  it("creates a campaign tree (207 bodies, with and without representation) and updates it", async () => {
    const campaign = {
      name: "Contract",
      targetingType: "MANUAL",
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: 10 },
    };
    const bad = { ...campaign, name: "Contract bad", budget: { budgetType: "DAILY", budget: 0 } };
    const campaigns = await created("post /sp/campaigns", "campaigns", { campaigns: [campaign, bad] }, true);
    expect(campaigns.error.map((e) => e.index)).toEqual([1]);
    const campaignId = String(campaigns.success[0]?.campaignId);
    const adGroups = await created("post /sp/adGroups", "adGroups", {
      adGroups: [{ campaignId, name: "Contract group", state: "ENABLED", defaultBid: 0.75 }],
    });
    const adGroupId = String(adGroups.success[0]?.adGroupId);
    const ads = await created(
      "post /sp/productAds",
      "productAds",
      { productAds: [{ campaignId, adGroupId, sku, state: "ENABLED" }] },
      true,
    );
    expect(ads.success).toHaveLength(1);
    const keywords = await created(
      "post /sp/keywords",
      "keywords",
      {
        keywords: [
          {
            campaignId,
            adGroupId,
            keywordText: "mixing bowls",
            matchType: "EXACT",
            state: "ENABLED",
            bid: 0.9,
          },
        ],
      },
      true,
    );
    expect(keywords.success).toHaveLength(1);
    const targets = await created("post /sp/targets", "targetingClauses", {
      targetingClauses: [
        {
          campaignId,
          adGroupId,
          expression: [{ type: "ASIN_SAME_AS", value: "B0CONTRACT" }],
          expressionType: "MANUAL",
          state: "ENABLED",
          bid: 0.5,
        },
      ],
    });
    expect(targets.success.length + targets.error.length).toBe(1);
    const paused = await created(
      "put /sp/campaigns",
      "campaigns",
      { campaigns: [{ campaignId, state: "PAUSED" }] },
      true,
    );
    expect(paused.success[0]).toMatchObject({ campaignId });
    const renamed = await created("put /sp/adGroups", "adGroups", {
      adGroups: [{ adGroupId, defaultBid: 1.1 }],
    });
    expect(renamed.success).toHaveLength(1);
  });

  it.each(Object.keys(TYPES))("lists %s with extended data, page by page", async (kind) => {
    let nextToken: string | undefined;
    let pages = 0;
    do {
      const { status, body } = await spCall<{ nextToken?: string }>(`post /sp/${kind}/list`, {
        maxResults: 50,
        includeExtendedDataFields: true,
        ...(nextToken ? { nextToken } : {}),
      });
      expect(status).toBe(200);
      nextToken = body.nextToken;
      pages++;
    } while (nextToken && pages < 20);
  });

  it.each(Object.keys(TYPES))("deletes %s by id filter (an unknown id fails alone)", async (kind) => {
    const key =
      { targets: "targetIdFilter", productAds: "adIdFilter" }[kind] ?? `${kind.replace(/s$/, "")}IdFilter`;
    const bodyKey =
      {
        targets: "targetingClauses",
        negativeTargets: "negativeTargetingClauses",
        campaignNegativeTargets: "campaignNegativeTargetingClauses",
      }[kind] ?? kind;
    const { status, body } = await spCall<Record<string, Batch>>(`post /sp/${kind}/delete`, {
      [key]: { include: ["0"] },
    });
    expect(status).toBe(207);
    expect(body[bodyKey]?.error.map((e) => e.index)).toEqual([0]);
  });

  it("documents its refusals: 400, 401, 415 and 429", async () => {
    const many = {
      campaigns: Array.from({ length: 1001 }, (_, i) => ({
        name: `n${i}`,
        targetingType: "AUTO",
        state: "PAUSED",
        budget: { budgetType: "DAILY", budget: 5 },
      })),
    };
    expect((await spCall("post /sp/campaigns", many, { checkBody: false })).status).toBe(400);
    expect((await spCall("post /sp/campaigns/list", {}, { token: "Atza|forged" })).status).toBe(401);
    expect(
      (await spCall("post /sp/keywords/list", {}, { headers: { "Content-Type": "application/json" } }))
        .status,
    ).toBe(415);
    await setFaults({ rateLimitRate: 1 });
    expect((await spCall("post /sp/adGroups/list", {})).status).toBe(429);
    await setFaults();
  });
});
