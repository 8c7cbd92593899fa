/**
 * Each SKU's snapshot as the product builds it (worker/automation/load-snapshots.ts) from what it can
 * read: the entity lists of its campaigns, the synced reports, availability from the catalog, and the
 * automation's own change log. No boosts, organic-search keywords or holds: the bench sets none.
 */
import { availabilityNow, type Profile, type SandboxState } from "../../../sandbox/model/index";
import type { SkuSettings, SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import type { ChangeRecord } from "../../../worker/contracts/automation/change";
import { addFigures, type Figures } from "../../../worker/contracts/metrics";
import type { AdvertisedSku } from "../advertise";
import type { ProfileFigures } from "../reports";

const cents = (dollars: number | undefined) => Math.round((dollars ?? 0) * 100);

/** The product ads' rows (those `keep` keeps) summed by date, oldest first. */
function daysOf(figures: ProfileFigures, keep: (adId: string) => boolean = () => true) {
  const byDate = new Map<string, Figures>();
  for (const { adId, date, ...values } of figures.adDays) {
    if (!keep(adId)) continue;
    const sum = byDate.get(date);
    byDate.set(date, sum ? addFigures(sum, values) : values);
  }
  return [...byDate].sort(([a], [b]) => a.localeCompare(b)).map(([date, day]) => ({ ...day, date }));
}

/** The profile's figures summed by date, oldest first: its profile_daily_totals, as the product reads them. */
export const profileDays = (figures: ProfileFigures): (Figures & { date: string })[] => daysOf(figures);
export function skuSnapshot(
  state: SandboxState,
  profile: Profile,
  sku: AdvertisedSku,
  settings: SkuSettings,
  figures: ProfileFigures,
  history: ChangeRecord[],
): SkuSnapshot {
  const roles = new Map(sku.campaigns.map((campaign) => [campaign.campaignId, campaign.role]));
  const ads = profile.ads;
  const mine = <T extends { campaignId: string; state?: string }>(items: T[]) =>
    items.filter((item) => roles.has(item.campaignId) && item.state !== "ARCHIVED");
  const adGroups = mine(ads.adGroups);
  const defaultBid = new Map(adGroups.map((group) => [group.adGroupId, group.defaultBid]));
  const ownAds = mine(ads.productAds).filter((ad) => ad.sku === sku.product.sku);
  const ownAdIds = new Set(ownAds.map((ad) => ad.adId));
  return {
    settings,
    campaigns: mine(ads.campaigns).map((campaign) => ({
      campaignId: campaign.campaignId,
      name: campaign.name,
      state: campaign.state,
      targetingType: campaign.targetingType,
      budgetCents: cents(campaign.budget.budget),
      role: roles.get(campaign.campaignId) ?? null,
      migrated: false,
      sharedWithOtherSkus: ads.productAds.some(
        (ad) =>
          ad.campaignId === campaign.campaignId && ad.state !== "ARCHIVED" && ad.sku !== sku.product.sku,
      ),
    })),
    adGroups: adGroups.map((group) => ({
      adGroupId: group.adGroupId,
      campaignId: group.campaignId,
      state: group.state,
      defaultBidCents: cents(group.defaultBid),
    })),
    productAds: ownAds.map((ad) => ({
      adId: ad.adId,
      campaignId: ad.campaignId,
      adGroupId: ad.adGroupId,
      state: ad.state,
    })),
    keywords: mine(ads.keywords).map((keyword) => ({
      keywordId: keyword.keywordId,
      campaignId: keyword.campaignId,
      adGroupId: keyword.adGroupId,
      keywordText: keyword.keywordText,
      matchType: keyword.matchType,
      state: keyword.state,
      bidCents: cents(keyword.bid ?? defaultBid.get(keyword.adGroupId)),
    })),
    targets: mine(ads.targets).map((target) => ({
      targetId: target.targetId,
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      expressionType: target.expressionType,
      expression: target.expression,
      state: target.state,
      bidCents: cents(target.bid ?? defaultBid.get(target.adGroupId)),
    })),
    negatives: [
      ...mine(ads.negativeKeywords).map((negative) => ({
        campaignId: negative.campaignId,
        adGroupId: negative.adGroupId,
        keywordText: negative.keywordText,
        matchType: negative.matchType,
      })),
      ...mine(ads.campaignNegativeKeywords).map((negative) => ({
        campaignId: negative.campaignId,
        adGroupId: null,
        keywordText: negative.keywordText,
        matchType: negative.matchType,
      })),
      ...mine(ads.negativeTargets).map((negative) => ({
        campaignId: negative.campaignId,
        adGroupId: negative.adGroupId,
        asin: negative.expression.find((part) => part.type === "ASIN_SAME_AS")?.value,
      })),
      ...mine(ads.campaignNegativeTargets).map((negative) => ({
        campaignId: negative.campaignId,
        adGroupId: null,
        asin: negative.expression.find((part) => part.type === "ASIN_SAME_AS")?.value,
      })),
    ],
    targetingDays: figures.targetingDays.filter((day) => roles.has(day.campaignId)),
    searchTermDays: figures.searchTermDays.filter((day) => roles.has(day.campaignId)),
    skuDays: daysOf(figures, (adId) => ownAdIds.has(adId)),
    availability: availabilityNow(state, profile, sku.product),
    boosts: [],
    organicRanks: {},
    organicSearchKeywordIds: [],
    history,
    heldEntityIds: [],
  };
}
