import { type AnyColumn, and, eq, ne } from "drizzle-orm";
import {
  managedCampaigns,
  spAdGroups,
  spCampaigns,
  spKeywords,
  spProductAds,
  spTargets,
} from "../db/ads-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { skuCampaigns } from "../db/sku-structure-schema";
import type {
  AdGroupSnapshot,
  CampaignRole,
  CampaignSnapshot,
  EntityState,
  KeywordSnapshot,
  NegativeSnapshot,
  ProductAdSnapshot,
  SkuSettings,
  TargetSnapshot,
} from "./rules/rule-input";

export type SkuEntities = {
  campaigns: CampaignSnapshot[];
  adGroups: AdGroupSnapshot[];
  productAds: ProductAdSnapshot[];
  keywords: KeywordSnapshot[];
  targets: TargetSnapshot[];
  negatives: NegativeSnapshot[];
  /** The SKU's own product ads (a campaign may advertise other SKUs too): its daily figures are theirs. */
  ownAdIds: string[];
  /**
   * The campaigns whose keywords, targets and search terms this SKU's rules act on: all of its
   * campaigns but a managed one it shares with other SKUs and that Skupilot manages for another SKU
   * (`biddingSku`).
   */
  targetingCampaignIds: string[];
};

/** The campaigns of all these SKUs, each once. */
export const campaignIdsOf = (entities: Map<number, SkuEntities>) => [
  ...new Set([...entities.values()].flatMap((sku) => sku.campaigns.map((campaign) => campaign.campaignId))),
];

const state = (value: string) => value as EntityState;
const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
};

/**
 * Which campaigns belong to each SKU: the ones Skupilot built for it (sku_campaigns, with their role)
 * and the seller's other campaigns with a product ad of the SKU (role null). Keyed by skuId.
 */
async function campaignRoles(db: Database, profileId: number, skus: SkuSettings[]) {
  const skuIds = skus.map((sku) => sku.skuId);
  const built = await db
    .select({
      skuId: skuCampaigns.advertisedSkuId,
      campaignId: skuCampaigns.campaignId,
      role: skuCampaigns.role,
    })
    .from(skuCampaigns)
    .where(and(eq(skuCampaigns.profileId, profileId), inList(skuCampaigns.advertisedSkuId, skuIds)));
  const ads = await db
    .select({ sku: spProductAds.sku, campaignId: spProductAds.campaignId })
    .from(spProductAds)
    .where(
      and(
        eq(spProductAds.profileId, profileId),
        inList(
          spProductAds.sku,
          skus.map((sku) => sku.sku),
        ),
      ),
    );
  const roles = new Map<number, Map<string, CampaignRole>>(skus.map((sku) => [sku.skuId, new Map()]));
  for (const sku of skus) {
    const mine = roles.get(sku.skuId) as Map<string, CampaignRole>;
    for (const ad of ads) if (ad.sku === sku.sku && !mine.has(ad.campaignId)) mine.set(ad.campaignId, null);
  }
  for (const row of built) roles.get(row.skuId)?.set(row.campaignId, row.role);
  return roles;
}

/** The campaigns Skupilot manages among these: how each came (built or migrated) and for which SKU. */
async function managedOf(db: Database, profileId: number, campaignIds: string[]) {
  const rows = await db
    .select({
      campaignId: managedCampaigns.campaignId,
      source: managedCampaigns.source,
      skuId: managedCampaigns.advertisedSkuId,
    })
    .from(managedCampaigns)
    .where(and(eq(managedCampaigns.profileId, profileId), inList(managedCampaigns.campaignId, campaignIds)));
  return new Map(rows.map((row) => [row.campaignId, row]));
}

/**
 * Who bids the keywords and targets of a campaign several SKUs advertise in: the SKU Skupilot manages
 * it for (the one it was built for, or the one the seller migrated it for), so two SKUs never re-bid
 * one keyword. A campaign only this SKU advertises, or one Skupilot does not manage (the seller's
 * own, never migrated), is open to every SKU advertised in it as before: the planner's one change per
 * entity and run keeps the first SKU's.
 */
export const biddingSku = (
  managed: { skuId: number | null } | undefined,
  sharedWithOtherSkus: boolean,
  skuId: number,
) => !sharedWithOtherSkus || managed?.skuId == null || managed.skuId === skuId;

/** Each SKU's campaigns and what is in them, as last synced (archived entities left out). */
export async function loadSkuEntities(
  db: Database,
  profileId: number,
  skus: SkuSettings[],
): Promise<Map<number, SkuEntities>> {
  const roles = await campaignRoles(db, profileId, skus);
  const inProfile = (table: { profileId: AnyColumn }) => eq(table.profileId, profileId);
  const campaigns = await db
    .select()
    .from(spCampaigns)
    .where(
      and(
        inProfile(spCampaigns),
        inList(spCampaigns.campaignId, [...new Set([...roles.values()].flatMap((map) => [...map.keys()]))]),
        ne(spCampaigns.state, "ARCHIVED"),
      ),
    );
  // Only what lives in a live campaign and ad group: Amazon refuses changes under an archived parent.
  const campaignIds = campaigns.map((campaign) => campaign.campaignId);
  const managed = await managedOf(db, profileId, campaignIds);
  const live = <T extends { profileId: AnyColumn; campaignId: AnyColumn; state: AnyColumn }>(table: T) =>
    and(inProfile(table), inList(table.campaignId, campaignIds), ne(table.state, "ARCHIVED"));
  const [adGroups, allProductAds, allKeywords, allTargets] = await Promise.all([
    db.select().from(spAdGroups).where(live(spAdGroups)),
    db.select().from(spProductAds).where(live(spProductAds)),
    db.select().from(spKeywords).where(live(spKeywords)),
    db.select().from(spTargets).where(live(spTargets)),
  ]);
  const liveGroups = new Set(adGroups.map((group) => group.adGroupId));
  const inLiveGroup = (row: { adGroupId: string | null }) =>
    row.adGroupId === null || liveGroups.has(row.adGroupId);
  const productAds = allProductAds.filter(inLiveGroup);
  const keywords = allKeywords.filter(inLiveGroup);
  const targets = allTargets.filter(inLiveGroup);
  const defaultBid = new Map(adGroups.map((group) => [group.adGroupId, group.defaultBidCents]));
  const byCampaign = {
    campaigns: groupBy(campaigns, (row) => row.campaignId),
    adGroups: groupBy(adGroups, (row) => row.campaignId),
    productAds: groupBy(productAds, (row) => row.campaignId),
    keywords: groupBy(keywords, (row) => row.campaignId),
    targets: groupBy(targets, (row) => row.campaignId),
  };

  const entities = new Map<number, SkuEntities>();
  for (const sku of skus) {
    const mine = roles.get(sku.skuId) ?? new Map<string, CampaignRole>();
    const of = <T>(groups: Map<string, T[]>) => [...mine.keys()].flatMap((id) => groups.get(id) ?? []);
    const shared = (campaignId: string) =>
      (byCampaign.productAds.get(campaignId) ?? []).some((ad) => ad.sku !== sku.sku);
    const targetingCampaignIds = [...mine.keys()].filter((id) =>
      biddingSku(managed.get(id), shared(id), sku.skuId),
    );
    const inTargeting = <T>(groups: Map<string, T[]>) =>
      targetingCampaignIds.flatMap((id) => groups.get(id) ?? []);
    const skuKeywords = inTargeting(byCampaign.keywords);
    const skuTargets = inTargeting(byCampaign.targets);
    entities.set(sku.skuId, {
      targetingCampaignIds,
      campaigns: of(byCampaign.campaigns).map((row) => ({
        campaignId: row.campaignId,
        name: row.name,
        state: state(row.state),
        targetingType: row.targetingType === "AUTO" ? "AUTO" : "MANUAL",
        budgetCents: row.budgetCents,
        role: mine.get(row.campaignId) ?? null,
        migrated: managed.get(row.campaignId)?.source === "MIGRATED",
        sharedWithOtherSkus: shared(row.campaignId),
      })),
      adGroups: of(byCampaign.adGroups).map((row) => ({
        adGroupId: row.adGroupId,
        campaignId: row.campaignId,
        state: state(row.state),
        defaultBidCents: row.defaultBidCents,
      })),
      ownAdIds: of(byCampaign.productAds)
        .filter((row) => row.sku === sku.sku)
        .map((row) => row.adId),
      // Only this SKU's ads: a seller's campaign may advertise other products, which its rules never switch.
      productAds: of(byCampaign.productAds)
        .filter((row) => row.sku === sku.sku)
        .map((row) => ({
          adId: row.adId,
          campaignId: row.campaignId,
          adGroupId: row.adGroupId,
          state: state(row.state),
        })),
      keywords: skuKeywords
        .filter((row) => row.kind === "KEYWORD")
        .map((row) => ({
          keywordId: row.keywordId,
          campaignId: row.campaignId,
          adGroupId: row.adGroupId ?? "",
          keywordText: row.keywordText,
          matchType: row.matchType as KeywordSnapshot["matchType"],
          state: state(row.state),
          bidCents: row.bidCents ?? defaultBid.get(row.adGroupId ?? "") ?? 0,
        })),
      targets: skuTargets
        .filter((row) => row.kind === "TARGET")
        .map((row) => ({
          targetId: row.targetId,
          campaignId: row.campaignId,
          adGroupId: row.adGroupId ?? "",
          expressionType: row.expressionType === "AUTO" ? "AUTO" : "MANUAL",
          expression: row.expression,
          state: state(row.state),
          bidCents: row.bidCents ?? defaultBid.get(row.adGroupId ?? "") ?? 0,
        })),
      negatives: [
        ...skuKeywords
          .filter((row) => row.kind !== "KEYWORD")
          .map((row) => ({
            campaignId: row.campaignId,
            adGroupId: row.kind === "NEGATIVE" ? row.adGroupId : null,
            keywordText: row.keywordText,
            matchType: row.matchType as NegativeSnapshot["matchType"],
          })),
        ...skuTargets
          .filter((row) => row.kind !== "TARGET")
          .map((row) => ({
            campaignId: row.campaignId,
            adGroupId: row.kind === "NEGATIVE" ? row.adGroupId : null,
            asin: row.expression.find((part) => part.type === "ASIN_SAME_AS")?.value,
          })),
      ],
    });
  }
  return entities;
}
