/**
 * Each piece of a planned campaign on Amazon, found before it is created: an earlier attempt may
 * have created it and lost the answer, so nothing is ever created twice.
 */
import type { AdsClient } from "../../amazon/ads-client";
import { listAll, mutate } from "../../amazon/sp-entities";
import { ApiError } from "../../contracts/api-error";
import { requireAccepted } from "./amazon-refusal";
import type { PlannedCampaign } from "./plan";

type Entity = Record<string, unknown>;
const LIVE = { stateFilter: { include: ["ENABLED", "PAUSED"] } };
const dollars = (cents: number) => cents / 100;

async function createOne(
  client: AdsClient,
  profileId: string,
  kind: "campaigns" | "adGroups" | "productAds",
  item: Entity,
  what: string,
) {
  const result = await mutate(client, profileId, kind, "create", [item]);
  requireAccepted(result, what);
  const [created] = result.success;
  if (!created) throw new ApiError(1008, `Amazon did not answer for ${what}. Please try again.`);
  return created.id;
}

/** The campaign with the plan's exact name, adopted or created. */
export async function ensureCampaign(client: AdsClient, profileId: string, plan: PlannedCampaign) {
  const [existing] = await listAll<Entity>(client, profileId, "campaigns", {
    ...LIVE,
    nameFilter: { queryTermMatchType: "EXACT_MATCH", include: [plan.name] },
  });
  if (existing) {
    if (existing.targetingType !== plan.targetingType) {
      throw new ApiError(
        1008,
        `A campaign named '${plan.name}' already exists on Amazon with other targeting. Rename it on Amazon, then try again.`,
      );
    }
    return String(existing.campaignId);
  }
  return createOne(
    client,
    profileId,
    "campaigns",
    {
      name: plan.name,
      targetingType: plan.targetingType,
      state: "ENABLED",
      budget: { budgetType: "DAILY", budget: dollars(plan.budgetCents) },
      dynamicBidding: { strategy: "LEGACY_FOR_SALES" },
    },
    `the campaign '${plan.name}'`,
  );
}

/** The campaign's ad group named like the campaign, adopted or created. */
export async function ensureAdGroup(
  client: AdsClient,
  profileId: string,
  campaignId: string,
  plan: PlannedCampaign,
) {
  const adGroups = await listAll<Entity>(client, profileId, "adGroups", {
    ...LIVE,
    campaignIdFilter: { include: [campaignId] },
  });
  const existing = adGroups.find((adGroup) => adGroup.name === plan.name);
  if (existing) return String(existing.adGroupId);
  return createOne(
    client,
    profileId,
    "adGroups",
    { campaignId, name: plan.name, state: "ENABLED", defaultBid: dollars(plan.bidCents) },
    `the ad group of '${plan.name}'`,
  );
}

/** The SKU's product ad in the ad group, adopted or created. */
export async function ensureProductAd(
  client: AdsClient,
  profileId: string,
  ids: { campaignId: string; adGroupId: string },
  sku: string,
  plan: PlannedCampaign,
) {
  const ads = await listAll<Entity>(client, profileId, "productAds", {
    ...LIVE,
    adGroupIdFilter: { include: [ids.adGroupId] },
  });
  const existing = ads.find((ad) => ad.sku === sku);
  if (existing) return String(existing.adId);
  return createOne(
    client,
    profileId,
    "productAds",
    { ...ids, sku, state: "ENABLED" },
    `the product ad of '${plan.name}'`,
  );
}

/** The four auto clauses Amazon made with the ad group, each bid at the plan's bid. */
export async function bidAutoClauses(
  client: AdsClient,
  profileId: string,
  adGroupId: string,
  plan: PlannedCampaign,
) {
  const clauses = await listAll<Entity>(client, profileId, "targets", {
    adGroupIdFilter: { include: [adGroupId] },
    expressionTypeFilter: { include: ["AUTO"] },
  });
  const bid = dollars(plan.bidCents);
  const items = clauses
    .filter((clause) => clause.bid !== bid)
    .map((clause) => ({ targetId: clause.targetId, bid }));
  if (items.length === 0) return;
  requireAccepted(
    await mutate(client, profileId, "targets", "update", items),
    `the auto targets' bids of '${plan.name}'`,
  );
}

/** The plan's keywords in the ad group; only the missing ones are created. */
export async function ensureKeywords(
  client: AdsClient,
  profileId: string,
  ids: { campaignId: string; adGroupId: string },
  plan: PlannedCampaign,
) {
  if (plan.keywords.length === 0) return;
  const existing = await listAll<Entity>(client, profileId, "keywords", {
    ...LIVE,
    adGroupIdFilter: { include: [ids.adGroupId] },
  });
  const has = (text: string, matchType: string) =>
    existing.some(
      (keyword) =>
        String(keyword.keywordText).toLowerCase() === text.toLowerCase() && keyword.matchType === matchType,
    );
  const items = plan.keywords
    .filter((keyword) => !has(keyword.keywordText, keyword.matchType))
    .map((keyword) => ({ ...ids, ...keyword, state: "ENABLED", bid: dollars(plan.bidCents) }));
  if (items.length === 0) return;
  requireAccepted(
    await mutate(client, profileId, "keywords", "create", items),
    `the keywords of '${plan.name}'`,
  );
}
