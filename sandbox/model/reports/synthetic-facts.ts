/**
 * The fact rows of a synthetic profile (a benchmark's large seller, world/large-seller.ts), drawn
 * per local day and targeting clause from the seed instead of simulated: a clause serves on a day
 * with probability `activeShare`, in one placement, for one search term (its keyword text or target
 * ASIN), with figures of a plausible size. Pure and deterministic: the same window, the same rows.
 * Reports aggregate them as they do simulated facts, so every report type agrees with the others.
 */
import { round2 } from "../core/numbers";
import { hashString, mixInts } from "../core/rng";
import { addDays, daysBetween } from "../core/time";
import { PLACEMENTS } from "../entities";
import type { FactRow } from "../metrics";
import type { Profile } from "../state";

type Clause = Pick<
  FactRow,
  "campaignId" | "adGroupId" | "targetingId" | "targetingKind" | "targeting" | "matchType" | "searchTerm"
> & {
  bid: number;
};

const unit = (hash: number) => hash / 4_294_967_296;

function clausesOf(profile: Profile): Clause[] {
  const keywords = profile.ads.keywords.map((keyword) => ({
    campaignId: keyword.campaignId,
    adGroupId: keyword.adGroupId,
    targetingId: keyword.keywordId,
    targetingKind: "KEYWORD" as const,
    targeting: keyword.keywordText,
    matchType: keyword.matchType,
    searchTerm: keyword.keywordText,
    bid: keyword.bid ?? 1,
  }));
  const targets = profile.ads.targets.map((target) => {
    const asin = target.expression[0]?.value ?? "";
    return {
      campaignId: target.campaignId,
      adGroupId: target.adGroupId,
      targetingId: target.targetId,
      targetingKind: "TARGET" as const,
      targeting: `asin="${asin}"`,
      matchType: "TARGETING_EXPRESSION",
      searchTerm: asin.toLowerCase(),
      bid: target.bid ?? 1,
    };
  });
  return [...keywords, ...targets];
}

/** The profile's fact rows dated `from`..`to` (inclusive), within its synthetic figures' days. */
export function syntheticFacts(profile: Profile, from: string, to: string, today: string): FactRow[] {
  const figures = profile.synthetic;
  if (!figures) return [];
  const first = from > figures.fromDate ? from : figures.fromDate;
  const last = to < today ? to : today;
  if (last < first) return [];
  const adOf = new Map(profile.ads.productAds.map((ad) => [ad.adGroupId, ad]));
  const clauses = clausesOf(profile);
  const salt = hashString(`synthetic:${profile.profileId}`);
  const rows: FactRow[] = [];
  for (let day = 0; day <= daysBetween(first, last); day++) {
    const date = addDays(first, day);
    const dayNumber = daysBetween("2000-01-01", date);
    clauses.forEach((clause, index) => {
      const hash = mixInts(salt, index, dayNumber);
      if (unit(hash) >= figures.activeShare) return;
      const ad = adOf.get(clause.adGroupId);
      if (!ad) return;
      const draw = mixInts(hash, 7);
      const impressions = 1 + (draw % 300);
      const clicks = Math.floor((impressions * ((draw >>> 9) % 60)) / 1000);
      const cost = round2(clicks * clause.bid * (0.5 + unit(mixInts(draw, 1)) * 0.5));
      const orders = Math.floor((clicks * ((draw >>> 17) % 25)) / 100);
      const sales = round2(orders * (15 + (draw % 45)));
      rows.push({
        date,
        campaignId: clause.campaignId,
        adGroupId: clause.adGroupId,
        adId: ad.adId,
        sku: ad.sku,
        asin: ad.asin,
        targetingId: clause.targetingId,
        targetingKind: clause.targetingKind,
        targeting: clause.targeting,
        matchType: clause.matchType,
        placement: PLACEMENTS[draw % PLACEMENTS.length] ?? "PLACEMENT_TOP",
        searchTerm: clause.searchTerm,
        impressions,
        clicks,
        cost,
        purchases1d: orders,
        purchases7d: orders,
        purchases14d: orders,
        purchases30d: orders,
        sales1d: sales,
        sales7d: sales,
        sales14d: sales,
        sales30d: sales,
        units1d: orders,
        units7d: orders,
        units14d: orders,
        units30d: orders,
      });
    });
  }
  return rows;
}
