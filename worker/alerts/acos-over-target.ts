import type { AlertRules } from "../contracts/alerts/alert-rules";
import { ALERT_LINKS, type RaisedAlert } from "./alert";

/** An advertised SKU's spend and sales on each of the last complete days, newest last. */
export type SkuDays = {
  skuId: number;
  sku: string;
  targetAcos: number;
  days: { date: string; costCents: number; salesCents: number }[];
};

/** ACOS in percent; a day with spend and no sales counts as over any target. */
const acosOf = ({ costCents, salesCents }: { costCents: number; salesCents: number }) =>
  salesCents > 0 ? (100 * costCents) / salesCents : costCents > 0 ? Number.POSITIVE_INFINITY : null;

const percent = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} %` : "no sales");

/**
 * One alert per SKU whose ACOS was over its target by at least `points` percentage points on each of
 * the last `days` complete days (a day it spent nothing breaks the run: nothing was lost that day).
 */
export function acosOverTargetAlerts(
  { points, days }: AlertRules["acosOverTarget"],
  today: string,
  skus: SkuDays[],
): RaisedAlert[] {
  return skus.flatMap((sku) => {
    const last = sku.days.slice(-days);
    if (last.length < days) return [];
    const acoses = last.map(acosOf);
    if (!acoses.every((acos) => acos !== null && acos >= sku.targetAcos + points)) return [];
    const cost = last.reduce((sum, day) => sum + day.costCents, 0);
    const sales = last.reduce((sum, day) => sum + day.salesCents, 0);
    const overall = acosOf({ costCents: cost, salesCents: sales }) ?? 0;
    return [
      {
        kind: "acosOverTarget",
        dedupeKey: `acosOverTarget:${sku.skuId}:${today}`,
        title: `ACOS over target: ${sku.sku}`,
        text: `${sku.sku}'s ACOS was at least ${points} points over its ${sku.targetAcos} % target on each of the last ${days} ${days === 1 ? "day" : "days"} (${percent(overall)} over them). Check its bids, keywords and search terms.`,
        link: ALERT_LINKS.sku(sku.skuId),
      },
    ];
  });
}
