/**
 * A look-back's figures summed per keyword/target, ad group, campaign and for the whole SKU, with the
 * attribution lag taken into account: each day's clicks also count as "settled clicks", weighted by
 * the share of their sales already reported (contracts/automation/attribution-lag). Sales over
 * settled clicks is then a fair revenue per click even when the last days are still arriving,
 * without scaling a young day's few orders up.
 */
import { shareOfDay } from "../../contracts/automation/attribution-lag";
import { type DateRange, shiftDate } from "../../contracts/date-range";
import type { Figures } from "../../contracts/metrics";
import type { SkuSnapshot, TargetingDay } from "./rule-input";

export type ClickTotals = {
  impressions: number;
  clicks: number;
  settledClicks: number;
  spendCents: number;
  salesCents: number;
  orders: number;
};

export type LookBackTotals = {
  sku: ClickTotals;
  campaigns: Map<string, ClickTotals>;
  adGroups: Map<string, ClickTotals>;
  entities: Map<string, ClickTotals>;
};

export const emptyTotals = (): ClickTotals => ({
  impressions: 0,
  clicks: 0,
  settledClicks: 0,
  spendCents: 0,
  salesCents: 0,
  orders: 0,
});

/** The `days` complete days before `today` (today, half gone, is left out). */
export const completeDaysBefore = (today: string, days: number): DateRange => ({
  startDate: shiftDate(today, -days),
  endDate: shiftDate(today, -1),
});

function add(totals: ClickTotals, day: Figures, share: number) {
  totals.impressions += day.impressions;
  totals.clicks += day.clicks;
  totals.settledClicks += day.clicks * share;
  totals.spendCents += day.spendCents;
  totals.salesCents += day.salesCents;
  totals.orders += day.orders;
}

function addTo(map: Map<string, ClickTotals>, key: string, day: TargetingDay, share: number) {
  let totals = map.get(key);
  if (!totals) {
    totals = emptyTotals();
    map.set(key, totals);
  }
  add(totals, day, share);
}

/** The profile's days (the snapshot's `sellerDays`) inside `range` summed, read at `hour` of `today`. */
export function sellerTotals(
  snapshot: SkuSnapshot,
  range: DateRange,
  today: string,
  hour: number,
): ClickTotals {
  const totals = emptyTotals();
  for (const day of snapshot.sellerDays ?? []) {
    if (day.date < range.startDate || day.date > range.endDate) continue;
    add(totals, day, shareOfDay(day.date, today, hour));
  }
  return totals;
}

/** Sums the snapshot's targeting days inside `range`, read at `hour` of `today`. */
export function lookBackTotals(
  snapshot: SkuSnapshot,
  range: DateRange,
  today: string,
  hour: number,
): LookBackTotals {
  const adGroupOf = new Map<string, string>();
  for (const keyword of snapshot.keywords) adGroupOf.set(keyword.keywordId, keyword.adGroupId);
  for (const target of snapshot.targets) adGroupOf.set(target.targetId, target.adGroupId);
  const totals: LookBackTotals = {
    sku: emptyTotals(),
    campaigns: new Map(),
    adGroups: new Map(),
    entities: new Map(),
  };
  const shares = new Map<string, number>();
  for (const day of snapshot.targetingDays) {
    if (day.date < range.startDate || day.date > range.endDate) continue;
    let share = shares.get(day.date);
    if (share === undefined) {
      share = shareOfDay(day.date, today, hour);
      shares.set(day.date, share);
    }
    add(totals.sku, day, share);
    addTo(totals.campaigns, day.campaignId, day, share);
    addTo(totals.entities, day.targetingId, day, share);
    const adGroupId = adGroupOf.get(day.targetingId);
    if (adGroupId) addTo(totals.adGroups, adGroupId, day, share);
  }
  return totals;
}
