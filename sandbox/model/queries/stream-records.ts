/**
 * Amazon Marketing Stream records of a profile's hourly rows (model/hourly.ts): the sp-traffic and
 * sp-conversion datasets with Amazon's field names, one record per ad and `time_window_start`.
 * Which hours are due to a subscriber since its last delivery is a pure question too.
 */

import { HOUR_MS } from "../core/time";
import { type HourlyConversions, trafficAt } from "../hourly";
import { ATTRIBUTION_WINDOWS } from "../metrics";
import type { Profile } from "../state";

export const STREAM_DATASETS = ["sp-traffic", "sp-conversion"] as const;
export type StreamDataset = (typeof STREAM_DATASETS)[number];

export type StreamRecord = Record<string, string | number>;

/** `2026-11-02T08:00:00Z`, as the stream writes an hour. */
export const timeWindowStart = (hour: number) => `${new Date(hour * HOUR_MS).toISOString().slice(0, 19)}Z`;

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
  const hourly = profile.metrics.hourly;
  const hours = new Set<number>();
  if (dataset === "sp-conversion") {
    for (const entry of hourly?.conversions ?? []) {
      if (entry.convertedAt >= fromHour && entry.convertedAt < toHour) hours.add(entry.hour);
    }
  } else {
    for (const series of hourly?.traffic ?? []) {
      series.impressions.forEach((impressions, index) => {
        const hour = series.from + index;
        if (impressions > 0 && hour >= fromHour && hour < toHour) hours.add(hour);
      });
    }
  }
  return [...hours].sort((a, b) => a - b);
}

/** The profile's records of `dataset` for one click hour, as they stand now. */
export function streamRecords(profile: Profile, dataset: StreamDataset, hour: number): StreamRecord[] {
  const ads = new Map(profile.ads.productAds.map((ad) => [ad.adId, ad]));
  const hourly = profile.metrics.hourly;
  const keyOf = (adId: string, version: number) => {
    const ad = ads.get(adId);
    return (
      ad && {
        idempotency_id: `${dataset}:${profile.profileId}:${adId}:${hour}:${version}`,
        dataset_id: dataset,
        marketplace_id: profile.accountInfo.marketplaceStringId,
        currency: profile.currencyCode,
        advertiser_id: String(profile.profileId),
        campaign_id: ad.campaignId,
        ad_group_id: ad.adGroupId,
        ad_id: adId,
        time_window_start: timeWindowStart(hour),
      }
    );
  };
  const records: StreamRecord[] = [];
  if (dataset === "sp-traffic") {
    for (const series of hourly?.traffic ?? []) {
      const traffic = trafficAt(series, hour);
      const base = traffic.impressions > 0 ? keyOf(series.adId, hour) : undefined;
      if (base) records.push({ ...base, ...traffic });
    }
    return records;
  }
  for (const entry of hourly?.conversions ?? []) {
    const base = entry.hour === hour ? keyOf(entry.adId, entry.convertedAt) : undefined;
    if (base) records.push({ ...base, ...conversionsOf(entry) });
  }
  return records;
}

function conversionsOf(entry: HourlyConversions): StreamRecord {
  const fields: StreamRecord = {};
  ATTRIBUTION_WINDOWS.forEach((window, index) => {
    fields[`attributed_conversions_${window}d`] = entry.purchases[index] ?? 0;
    fields[`attributed_sales_${window}d`] = entry.sales[index] ?? 0;
    fields[`attributed_units_ordered_${window}d`] = entry.units[index] ?? 0;
  });
  return fields;
}
