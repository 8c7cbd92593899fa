/**
 * Sums fact rows by any grouping, the building block of reports: spCampaigns by campaign or
 * placement, spTargeting by targetingId, spSearchTerm by (targetingId, searchTerm), spAdvertisedProduct
 * by adId — per date (DAILY) or over the whole range (SUMMARY).
 */
import { round2 } from "../core/numbers";
import type { FactRow } from "../metrics";

export const METRIC_FIELDS = [
  "impressions",
  "clicks",
  "cost",
  "purchases1d",
  "purchases7d",
  "purchases14d",
  "purchases30d",
  "sales1d",
  "sales7d",
  "sales14d",
  "sales30d",
  "units1d",
  "units7d",
  "units14d",
  "units30d",
] as const satisfies readonly (keyof FactRow)[];

export type MetricField = (typeof METRIC_FIELDS)[number];
export type Metrics = Record<MetricField, number>;

export interface FactGroup<D> {
  key: D;
  metrics: Metrics;
}

export function emptyMetrics(): Metrics {
  return Object.fromEntries(METRIC_FIELDS.map((field) => [field, 0])) as Metrics;
}

/** Groups rows by `keyOf` (rows it maps to undefined are skipped), in order of first appearance. */
export function aggregateFacts<D>(
  rows: readonly FactRow[],
  keyOf: (row: FactRow) => D | undefined,
  idOf: (key: D) => string,
) {
  const groups = new Map<string, FactGroup<D>>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === undefined) continue;
    const id = idOf(key);
    let group = groups.get(id);
    if (!group) {
      group = { key, metrics: emptyMetrics() };
      groups.set(id, group);
    }
    for (const field of METRIC_FIELDS) group.metrics[field] += row[field];
  }
  for (const group of groups.values()) {
    for (const field of METRIC_FIELDS)
      if (field === "cost" || field.startsWith("sales")) group.metrics[field] = round2(group.metrics[field]);
  }
  return [...groups.values()];
}
