/**
 * Orders are decided when the click happens but land over the following hours and days (a
 * log-normal-ish lag). Each lands on the click's fact row under every attribution window it fits
 * (1, 7, 14, 30 days), so a day's sales keep rising after the day: reports restate.
 */

import { round2 } from "../core/numbers";
import { ATTRIBUTION_WINDOWS, type FactRow, type PendingConversion } from "../metrics";
import type { SimContext } from "./context";
import { pairKey, recordOrder } from "./conversion-history";
import { writableRow } from "./fact-rows";
import { addHourlyConversion } from "./hourly-rows";

const MAX_LAG_HOURS = 30 * 24 - 1;

export function lagHours(u: number, meanLagHours: number): number {
  return Math.min(MAX_LAG_HOURS, Math.floor(-Math.log(1 - u) * meanLagHours));
}

export function applyConversion(row: FactRow, conversion: PendingConversion): void {
  for (const window of ATTRIBUTION_WINDOWS) {
    if (conversion.lagHours >= window * 24) continue;
    row[`purchases${window}d`] += 1;
    row[`units${window}d`] += conversion.units;
    row[`sales${window}d`] = round2(row[`sales${window}d`] + conversion.sales);
  }
}

/** Books a conversion now if it is due, else queues it for its hour. */
export function scheduleConversion(
  context: SimContext,
  conversion: PendingConversion,
  hourIndex: number,
  sku: string,
) {
  if (conversion.at <= hourIndex) {
    land(context, conversion, sku);
    return;
  }
  const bucket = context.pending.get(conversion.at);
  if (bucket) bucket.push(conversion);
  else context.pending.set(conversion.at, [conversion]);
}

/** Lands every conversion due at this hour. */
export function landDueConversions(context: SimContext, hourIndex: number): void {
  const bucket = context.pending.get(hourIndex);
  if (!bucket) return;
  context.pending.delete(hourIndex);
  for (const conversion of bucket) {
    const row = context.facts.get(conversion.key);
    land(context, conversion, row?.sku);
  }
}

function land(context: SimContext, conversion: PendingConversion, sku: string | undefined): void {
  const row = writableRow(context, conversion.key);
  if (row) {
    applyConversion(row, conversion);
    addHourlyConversion(context, conversion, row.adId);
    recordLandedOrder(context, row);
  }
  if (sku) {
    const today = context.profile.metrics.adUnitsToday;
    today[sku] = (today[sku] ?? 0) + conversion.units;
  }
}

/** The marketplace sees an order when it lands: it counts toward its (product, search term) pair. */
function recordLandedOrder(context: SimContext, row: FactRow): void {
  const p = context.productIndexBySku.get(row.sku);
  const q = context.queryIndexByText.get(row.searchTerm);
  if (p === undefined || q === undefined) return;
  recordOrder(context.conversionHistory, pairKey(context.profile.market, p, q));
}
