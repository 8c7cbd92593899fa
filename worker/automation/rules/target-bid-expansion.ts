/**
 * Target bid expansion (TARGET_BID_EXPANSION, spec 001 §3–§5): keywords and targets that Amazon
 * barely shows — fewer impressions than `impressionsLessThan` over the look-back — get their bid
 * raised by `bidAmount` (in the profile's currency; the setting's type reads "$") or percent, up to `bidMax` (and never above the SKU's Max Bid, which
 * every rule keeps). Runs at the setting's frequency. docs/automation/bids.md has the details.
 */
import type { TargetBidExpansion } from "../../contracts/advertised-skus/advertised-sku";
import type { ProposedChange } from "../../contracts/automation/change";
import { bidMoveText, countText } from "./bid-reason-text";
import { biddableEntities } from "./biddable-entities";
import { launchDates, periodText } from "./launch-age";
import { completeDaysBefore } from "./look-back-totals";
import { moneyText } from "./reason-text";
import type { Rule, RuleDefinition } from "./rule";
import type { SkuSnapshot } from "./rule-input";
import { isDueByFrequency } from "./schedule";

/** The look-back when the setting leaves it empty: a week. */
export const DEFAULT_EXPANSION_LOOK_BACK_DAYS = 7;
/** "Few impressions" when the setting leaves it empty: under 100 in the look-back. */
export const DEFAULT_IMPRESSIONS_LESS_THAN = 100;

type ActiveExpansion = Required<{ [K in keyof TargetBidExpansion]: NonNullable<TargetBidExpansion[K]> }>;

/** The setting when it is on and complete (the schema requires type, amount and max bid when on). */
function activeSetting(setting: TargetBidExpansion | null): ActiveExpansion | null {
  if (!setting?.isActivated || !setting.amountIncreaseType || !setting.bidAmount || !setting.bidMax)
    return null;
  return {
    isActivated: true,
    frequency: setting.frequency ?? "DAILY",
    lookBackPeriod: setting.lookBackPeriod ?? DEFAULT_EXPANSION_LOOK_BACK_DAYS,
    impressionsLessThan: setting.impressionsLessThan ?? DEFAULT_IMPRESSIONS_LESS_THAN,
    amountIncreaseType: setting.amountIncreaseType,
    bidAmount: setting.bidAmount,
    bidMax: setting.bidMax,
  };
}

/** The raised bid before the cap: +$ in cents, or +% and at least a cent. */
function raised(bidCents: number, setting: ActiveExpansion): number {
  if (setting.amountIncreaseType === "$") return bidCents + Math.round(setting.bidAmount * 100);
  return Math.max(bidCents + 1, Math.round(bidCents * (1 + setting.bidAmount / 100)));
}

/** "+$0.10" (an amount, in the SKU's currency: "+£0.10") or "+15 %". */
const increaseText = (setting: ActiveExpansion, currency: string) =>
  setting.amountIncreaseType === "$"
    ? `+${moneyText(setting.bidAmount * 100, currency)}`
    : `+${setting.bidAmount} %`;

/** Ad groups where the SKU's ad runs: a target elsewhere cannot gain impressions from a higher bid. */
const adGroupsWithEnabledAd = (snapshot: SkuSnapshot) =>
  new Set(snapshot.productAds.filter((ad) => ad.state === "ENABLED").map((ad) => ad.adGroupId));

export const proposeTargetBidExpansion: Rule = ({ snapshot, clock, adLimitReached }) => {
  const { settings } = snapshot;
  const setting = activeSetting(settings.targetBidExpansion);
  // Raising bids spends more: not at the ad limit, and not while the product cannot sell.
  if (!setting || adLimitReached || snapshot.availability === "OUT_OF_STOCK") return [];
  const range = completeDaysBefore(clock.today, setting.lookBackPeriod);
  const impressions = new Map<string, number>();
  for (const day of snapshot.targetingDays) {
    if (day.date < range.startDate || day.date > range.endDate) continue;
    impressions.set(day.targetingId, (impressions.get(day.targetingId) ?? 0) + day.impressions);
  }
  const capCents = Math.min(Math.round(setting.bidMax * 100), settings.bidMaxCents);
  const withAd = adGroupsWithEnabledAd(snapshot);
  const launchOf = launchDates(snapshot);

  const changes: ProposedChange[] = [];
  for (const entity of biddableEntities(snapshot, ["ENABLED"])) {
    if (!withAd.has(entity.adGroupId)) continue;
    const seen = impressions.get(entity.entityId) ?? 0;
    if (seen >= setting.impressionsLessThan || entity.bidCents >= capCents) continue;
    const toCents = Math.min(raised(entity.bidCents, setting), capCents);
    changes.push({
      kind: "SET_BID",
      entityType: entity.entityType,
      entityId: entity.entityId,
      fromCents: entity.bidCents,
      toCents,
      rule: "TARGET_BID_EXPANSION",
      skuId: settings.skuId,
      campaignId: entity.campaignId,
      reason:
        `${countText(seen, "impression")} ${periodText(setting.lookBackPeriod, launchOf(entity.entityId, entity.campaignId), clock.today)}, fewer than ` +
        `${setting.impressionsLessThan}; ${bidMoveText(entity.bidCents, toCents, settings.currency)} ` +
        `(${increaseText(setting, settings.currency)}, up to ${moneyText(capCents, settings.currency)})`,
    });
  }
  return changes;
};

export const targetBidExpansion: RuleDefinition = {
  rule: "TARGET_BID_EXPANSION",
  isEnabled: (settings) => activeSetting(settings.targetBidExpansion) !== null,
  isDue: (settings, clock, lastRunAt) =>
    isDueByFrequency(
      activeSetting(settings.targetBidExpansion)?.frequency ?? "DAILY",
      clock,
      lastRunAt,
      settings.timezone,
    ),
  propose: proposeTargetBidExpansion,
};
