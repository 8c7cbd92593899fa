/**
 * The hourly rows `advance` writes to (model/hourly.ts), one array in hour order: a call appends the
 * hours it simulates, and an order looks its click's hour up by bisection (no keyed index to copy on
 * every call). Like the fact rows, the input state's rows are shared and copied on their first write.
 */
import { round2 } from "../core/numbers";
import { firstHourAtOrAfter, HOURLY_RETENTION_HOURS, type HourlyRow } from "../hourly";
import { ATTRIBUTION_WINDOWS, type PendingConversion } from "../metrics";
import type { SimContext } from "./context";

/** Adds an auction win's traffic to its ad's row of this hour. */
export function addHourlyTraffic(
  context: SimContext,
  hour: number,
  adId: string,
  impressions: number,
  clicks: number,
  cost: number,
): void {
  if (context.hourRowsOf !== hour) {
    context.hourRowsOf = hour;
    context.hourRows = new Map();
  }
  let row = context.hourRows.get(adId);
  if (!row) {
    row = { hour, adId, impressions: 0, clicks: 0, cost: 0 };
    context.hourRows.set(adId, row);
    context.hourly.push(row);
    context.ownHourly.add(row);
  }
  row.impressions += impressions;
  row.clicks += clicks;
  row.cost = round2(row.cost + cost);
}

/** Lands an order on the hour of its click, under every attribution window it fits (attribution.ts). */
export function addHourlyConversion(context: SimContext, conversion: PendingConversion, adId: string): void {
  const clickHour = conversion.at - conversion.lagHours;
  // Whether a run keeps the row until now or a shorter run already dropped it, the order is lost the same way.
  if (clickHour < conversion.at - HOURLY_RETENTION_HOURS) return;
  const row = writableHourlyRow(context, clickHour, adId);
  if (!row) return;
  const purchases = row.purchases ?? [0, 0, 0, 0];
  const sales = row.sales ?? [0, 0, 0, 0];
  const units = row.units ?? [0, 0, 0, 0];
  ATTRIBUTION_WINDOWS.forEach((window, index) => {
    if (conversion.lagHours >= window * 24) return;
    purchases[index] = (purchases[index] ?? 0) + 1;
    sales[index] = round2((sales[index] ?? 0) + conversion.sales);
    units[index] = (units[index] ?? 0) + conversion.units;
  });
  row.purchases = purchases;
  row.sales = sales;
  row.units = units;
  row.convertedAt = conversion.at;
}

function writableHourlyRow(context: SimContext, hour: number, adId: string): HourlyRow | undefined {
  const rows = context.hourly;
  let index = firstHourAtOrAfter(rows, hour);
  while (index < rows.length && rows[index]?.hour === hour && rows[index]?.adId !== adId) index++;
  const row = rows[index];
  if (!row || row.hour !== hour) return undefined;
  if (context.ownHourly.has(row)) return row;
  const copy: HourlyRow = {
    ...row,
    ...(row.purchases && { purchases: [...row.purchases] }),
    ...(row.sales && { sales: [...row.sales] }),
    ...(row.units && { units: [...row.units] }),
  };
  rows[index] = copy;
  context.ownHourly.add(copy);
  return copy;
}
