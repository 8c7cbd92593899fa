import { describe, expect, it } from "vitest";
import { hourStartOf, toStreamRows } from "../../../worker/mirror/stream-records";

const PROFILE = "5666848362288280";
const traffic = (fields: Record<string, unknown> = {}) => ({
  idempotency_id: "sp-traffic:1",
  dataset_id: "sp-traffic",
  marketplace_id: "ATVPDKIKX0DER",
  currency: "USD",
  advertiser_id: PROFILE,
  campaign_id: "11",
  ad_group_id: "12",
  ad_id: "13",
  time_window_start: "2026-11-02T08:00:00Z",
  impressions: 120,
  clicks: 4,
  cost: 3.17,
  ...fields,
});
const conversion = (fields: Record<string, unknown> = {}) => ({
  ...traffic({ dataset_id: "sp-conversion" }),
  attributed_conversions_1d: 1,
  attributed_conversions_7d: 2,
  attributed_sales_1d: 19.99,
  attributed_sales_7d: 45.5,
  attributed_units_ordered_1d: 1,
  attributed_units_ordered_7d: 3,
  ...fields,
});
const body = (...records: unknown[]) => JSON.stringify(records);

describe("Marketing Stream messages as rows", () => {
  it("maps sp-traffic records to the ad's hour, money in cents", () => {
    expect(toStreamRows("sp-traffic", PROFILE, [body(traffic())])).toEqual({
      traffic: [
        { adId: "13", hourStart: "2026-11-02T08:00:00.000Z", impressions: 120, clicks: 4, costCents: 317 },
      ],
      conversions: [],
      skipped: 0,
    });
  });

  it("maps sp-conversion records with the 7-day window, as the reports' figures are", () => {
    expect(toStreamRows("sp-conversion", PROFILE, [body(conversion())]).conversions).toEqual([
      { adId: "13", hourStart: "2026-11-02T08:00:00.000Z", orders: 2, salesCents: 4550, units: 3 },
    ]);
  });

  it("keeps the last record of an ad and hour when an hour's conversions are sent again", () => {
    const rows = toStreamRows("sp-conversion", PROFILE, [
      body(conversion()),
      body(conversion({ attributed_conversions_7d: 3, attributed_sales_7d: 60 })),
    ]);
    expect(rows.conversions).toEqual([
      { adId: "13", hourStart: "2026-11-02T08:00:00.000Z", orders: 3, salesCents: 6000, units: 3 },
    ]);
  });

  it("skips another profile's records, another dataset's, and records without an ad or a whole hour", () => {
    const rows = toStreamRows("sp-traffic", PROFILE, [
      body(
        traffic({ advertiser_id: "3451948871764871" }),
        conversion(),
        traffic({ ad_id: undefined }),
        traffic({ time_window_start: "2026-11-02T08:30:00Z" }),
        traffic({ time_window_start: "yesterday" }),
      ),
      "not json",
    ]);
    expect(rows).toEqual({ traffic: [], conversions: [], skipped: 5 });
  });

  it("reads the stream's hour, with or without milliseconds, and nothing else", () => {
    expect(hourStartOf("2026-11-02T08:00:00Z")).toBe("2026-11-02T08:00:00.000Z");
    expect(hourStartOf("2026-11-02T08:00:00.000Z")).toBe("2026-11-02T08:00:00.000Z");
    expect(hourStartOf(1_700_000_000)).toBeNull();
  });
});
