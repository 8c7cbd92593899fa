/**
 * The hourly figures `advance` writes to (model/hourly.ts). Like the fact rows, the input state's are
 * shared and copied on their first write in a call; `closeHourly` trims them to the retention and puts
 * them in one canonical form (sorted, leading empty hours dropped), so advancing 48 hours equals
 * advancing 24 twice.
 */
import { round2 } from "../core/numbers";
import { HOURLY_RETENTION_HOURS, type HourlyFigures, type HourlyTraffic } from "../hourly";
import { ATTRIBUTION_WINDOWS, type PendingConversion } from "../metrics";
import type { SimContext } from "./context";

/**
 * Moves the hour's traffic, counted per ad while it was simulated (serve-ad.ts: typed arrays, no
 * lookup in the hot loop), into each ad's series, and empties the counters.
 */
export function closeHourTraffic(context: SimContext, hour: number): void {
  const ads = context.profile.ads.productAds;
  for (const ad of context.hourAds) {
    const adId = ads[ad]?.adId;
    if (adId === undefined) continue;
    const series = context.ownTraffic.get(adId) ?? writableTraffic(context, adId, hour);
    // Time only moves forward: the hour simulated now is after every stored entry.
    const index = hour - series.from;
    while (series.impressions.length <= index) {
      series.impressions.push(0);
      series.clicks.push(0);
      series.cost.push(0);
    }
    series.impressions[index] = context.hourImpressions[ad] ?? 0;
    series.clicks[index] = context.hourClicks[ad] ?? 0;
    series.cost[index] = round2(context.hourCost[ad] ?? 0);
    context.hourImpressions[ad] = 0;
    context.hourClicks[ad] = 0;
    context.hourCost[ad] = 0;
  }
  context.hourAds.length = 0;
}

function writableTraffic(context: SimContext, adId: string, hour: number): HourlyTraffic {
  const shared = context.hourly.traffic.find((series) => series.adId === adId);
  const series: HourlyTraffic = shared
    ? {
        adId,
        from: shared.from,
        impressions: [...shared.impressions],
        clicks: [...shared.clicks],
        cost: [...shared.cost],
      }
    : { adId, from: hour, impressions: [], clicks: [], cost: [] };
  context.ownTraffic.set(adId, series);
  return series;
}

/** Lands an order on the hour of its click, under every attribution window it fits (attribution.ts). */
export function addHourlyConversion(context: SimContext, conversion: PendingConversion, adId: string): void {
  const hour = conversion.at - conversion.lagHours;
  // Whether a run keeps the hour until now or a shorter run already dropped it, the order is lost the same way.
  if (hour < conversion.at - HOURLY_RETENTION_HOURS) return;
  const key = `${hour}|${adId}`;
  let entry = context.ownConversions.get(key);
  if (!entry) {
    const shared = context.hourly.conversions.find((c) => c.hour === hour && c.adId === adId);
    entry = shared
      ? { ...shared, purchases: [...shared.purchases], sales: [...shared.sales], units: [...shared.units] }
      : { hour, adId, purchases: [0, 0, 0, 0], sales: [0, 0, 0, 0], units: [0, 0, 0, 0], convertedAt: hour };
    context.ownConversions.set(key, entry);
  }
  ATTRIBUTION_WINDOWS.forEach((window, index) => {
    if (conversion.lagHours >= window * 24 || !entry) return;
    entry.purchases[index] = (entry.purchases[index] ?? 0) + 1;
    entry.sales[index] = round2((entry.sales[index] ?? 0) + conversion.sales);
    entry.units[index] = (entry.units[index] ?? 0) + conversion.units;
  });
  entry.convertedAt = conversion.at;
}

/** The call's figures merged over the input's, without the hours before HOURLY_RETENTION_HOURS from `endHour`. */
export function closeHourly(context: SimContext, endHour: number): HourlyFigures {
  const oldest = endHour - HOURLY_RETENTION_HOURS;
  const byAd = new Map(context.hourly.traffic.map((series) => [series.adId, series]));
  for (const [adId, series] of context.ownTraffic) byAd.set(adId, series);
  const traffic = [...byAd.values()]
    .map((series) => trimmed(series, oldest))
    .filter((series): series is HourlyTraffic => series !== undefined)
    .sort((a, b) => (a.adId < b.adId ? -1 : a.adId > b.adId ? 1 : 0));
  const byKey = new Map(context.hourly.conversions.map((entry) => [`${entry.hour}|${entry.adId}`, entry]));
  for (const [key, entry] of context.ownConversions) byKey.set(key, entry);
  const conversions = [...byKey.values()]
    .filter((entry) => entry.hour >= oldest)
    .sort((a, b) => a.hour - b.hour || (a.adId < b.adId ? -1 : a.adId > b.adId ? 1 : 0));
  return { traffic, conversions };
}

/** The series from its first hour with impressions at or after `oldest`; undefined when none is left. */
function trimmed(series: HourlyTraffic, oldest: number): HourlyTraffic | undefined {
  let start = Math.max(0, oldest - series.from);
  while (start < series.impressions.length && !(series.impressions[start] ?? 0)) start++;
  if (start >= series.impressions.length) return undefined;
  if (start === 0) return series;
  return {
    adId: series.adId,
    from: series.from + start,
    impressions: series.impressions.slice(start),
    clicks: series.clicks.slice(start),
    cost: series.cost.slice(start),
  };
}
