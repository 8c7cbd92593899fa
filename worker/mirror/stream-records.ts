/**
 * Marketing Stream messages as rows of our tables (pure: a unit test calls it without a database). A
 * message's Body is a JSON array of records of one dataset; a record is kept only when it is of the
 * dataset its subscription delivers, names the profile being synced (`advertiser_id`) and an ad and a
 * whole hour. Money in cents, conversions in the 7-day window (as the reports' figures, metric-rows.ts).
 */
import type { StreamDataset } from "../amazon/marketing-stream";

export type TrafficRow = {
  adId: string;
  hourStart: string;
  impressions: number;
  clicks: number;
  costCents: number;
};
export type ConversionRow = {
  adId: string;
  hourStart: string;
  orders: number;
  salesCents: number;
  units: number;
};
export type StreamRows = { traffic: TrafficRow[]; conversions: ConversionRow[]; skipped: number };

type StreamRecord = Record<string, unknown>;

const count = (value: unknown) => Math.max(0, Math.round(Number(value ?? 0)) || 0);
const cents = (value: unknown) => Math.max(0, Math.round(Number(value ?? 0) * 100) || 0);

/** `2026-11-02T08:00:00Z` (the stream's form) as our `2026-11-02T08:00:00.000Z`; null unless a whole UTC hour. */
export function hourStartOf(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || ms % 3_600_000 !== 0) return null;
  return new Date(ms).toISOString();
}

function parseBody(body: string): StreamRecord[] {
  try {
    const parsed: unknown = JSON.parse(body);
    const records = Array.isArray(parsed) ? parsed : [parsed];
    return records.filter((record): record is StreamRecord => typeof record === "object" && record !== null);
  } catch {
    return [];
  }
}

/**
 * The rows of one subscription's messages for the profile `amazonProfileId`. Within the messages a
 * later record of the same ad and hour replaces an earlier one (an hour's conversions re-sent).
 */
export function toStreamRows(dataset: StreamDataset, amazonProfileId: string, bodies: string[]): StreamRows {
  const traffic = new Map<string, TrafficRow>();
  const conversions = new Map<string, ConversionRow>();
  let skipped = 0;
  for (const record of bodies.flatMap(parseBody)) {
    const hourStart = hourStartOf(record.time_window_start);
    const adId =
      typeof record.ad_id === "string" || typeof record.ad_id === "number" ? String(record.ad_id) : "";
    if (
      record.dataset_id !== dataset ||
      String(record.advertiser_id ?? "") !== amazonProfileId ||
      !hourStart ||
      !adId
    ) {
      skipped++;
      continue;
    }
    const key = `${adId}|${hourStart}`;
    if (dataset === "sp-traffic") {
      traffic.set(key, {
        adId,
        hourStart,
        impressions: count(record.impressions),
        clicks: count(record.clicks),
        costCents: cents(record.cost),
      });
    } else {
      conversions.set(key, {
        adId,
        hourStart,
        orders: count(record.attributed_conversions_7d),
        salesCents: cents(record.attributed_sales_7d),
        units: count(record.attributed_units_ordered_7d),
      });
    }
  }
  return { traffic: [...traffic.values()], conversions: [...conversions.values()], skipped };
}
