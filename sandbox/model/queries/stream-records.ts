/**
 * Amazon Marketing Stream records of a profile's hourly rows (model/hourly.ts): the sp-traffic and
 * sp-conversion datasets with Amazon's field names, one record per ad and `time_window_start`.
 * Which hours are due to a subscriber since its last delivery is a pure question too.
 */

import { HOUR_MS } from "../core/time";
import type { HourlyRow } from "../hourly";
import { ATTRIBUTION_WINDOWS } from "../metrics";
import type { Profile } from "../state";

export const STREAM_DATASETS = ["sp-traffic", "sp-conversion"] as const;
export type StreamDataset = (typeof STREAM_DATASETS)[number];

export type StreamRecord = Record<string, string | number>;

/** `2026-11-02T08:00:00Z`, as the stream writes an hour. */
export const timeWindowStart = (hour: number) => `${new Date(hour * HOUR_MS).toISOString().slice(0, 19)}Z`;

const isDue = (dataset: StreamDataset, row: HourlyRow, fromHour: number, toHour: number) => {
  const at = dataset === "sp-traffic" ? row.hour : row.convertedAt;
  return at !== undefined && at >= fromHour && at < toHour;
};

/**
 * The click hours whose records of `dataset` changed in the complete hours [fromHour, toHour): each
 * hour's traffic once it has ended, and an hour's conversions again whenever an order lands on it.
 */
export function dueStreamHours(
  profile: Profile,
  dataset: StreamDataset,
  fromHour: number,
  toHour: number,
): number[] {
  const hours = new Set<number>();
  for (const row of profile.metrics.hourly ?? []) {
    if (isDue(dataset, row, fromHour, toHour)) hours.add(row.hour);
  }
  return [...hours].sort((a, b) => a - b);
}

/** The profile's records of `dataset` for one click hour, as they stand now. */
export function streamRecords(profile: Profile, dataset: StreamDataset, hour: number): StreamRecord[] {
  const ads = new Map(profile.ads.productAds.map((ad) => [ad.adId, ad]));
  const records: StreamRecord[] = [];
  for (const row of profile.metrics.hourly ?? []) {
    const ad = ads.get(row.adId);
    if (row.hour !== hour || !ad) continue;
    if (dataset === "sp-conversion" && row.convertedAt === undefined) continue;
    const version = dataset === "sp-traffic" ? row.hour : row.convertedAt;
    const base = {
      idempotency_id: `${dataset}:${profile.profileId}:${row.adId}:${row.hour}:${version}`,
      dataset_id: dataset,
      marketplace_id: profile.accountInfo.marketplaceStringId,
      currency: profile.currencyCode,
      advertiser_id: String(profile.profileId),
      campaign_id: ad.campaignId,
      ad_group_id: ad.adGroupId,
      ad_id: row.adId,
      time_window_start: timeWindowStart(row.hour),
    };
    records.push(
      dataset === "sp-traffic" ? { ...base, ...trafficOf(row) } : { ...base, ...conversionsOf(row) },
    );
  }
  return records;
}

const trafficOf = (row: HourlyRow) => ({
  impressions: row.impressions,
  clicks: row.clicks,
  cost: row.cost,
});

function conversionsOf(row: HourlyRow): StreamRecord {
  const fields: StreamRecord = {};
  ATTRIBUTION_WINDOWS.forEach((window, index) => {
    fields[`attributed_conversions_${window}d`] = row.purchases?.[index] ?? 0;
    fields[`attributed_sales_${window}d`] = row.sales?.[index] ?? 0;
    fields[`attributed_units_ordered_${window}d`] = row.units?.[index] ?? 0;
  });
  return fields;
}
