import { describe, expect, it } from "vitest";
import { touchedCampaigns } from "../../../worker/mirror/campaign-running-totals";
import type { DailyMetricRow } from "../../../worker/mirror/metric-rows";

const figures = { impressions: 1, clicks: 0, costCents: 0, orders: 0, salesCents: 0, units: 0 };
const placementRow = (campaignId: string, date: string): DailyMetricRow => ({
  ...figures,
  grain: "CAMPAIGN_PLACEMENT",
  entityId: campaignId,
  campaignId,
  date,
  placement: "TOP_OF_SEARCH",
});

describe("touchedCampaigns", () => {
  it("names each campaign once and the first and last days written, whatever the rows' order", () => {
    expect(
      touchedCampaigns([
        placementRow("c2", "2026-11-03"),
        placementRow("c1", "2026-11-01"),
        placementRow("c2", "2026-10-30"),
        placementRow("c1", "2026-11-02"),
      ]),
    ).toEqual({ from: "2026-10-30", to: "2026-11-03", campaignIds: ["c1", "c2"] });
  });

  it("ignores targeting and product-ad rows: only placement rows feed the campaign list", () => {
    const targeting: DailyMetricRow = {
      ...placementRow("c9", "2026-10-01"),
      grain: "TARGETING",
      entityId: "k1",
    };
    const productAd: DailyMetricRow = {
      ...placementRow("c8", "2026-09-01"),
      grain: "PRODUCT_AD",
      entityId: "a1",
    };
    expect(touchedCampaigns([targeting, placementRow("c1", "2026-11-05"), productAd])).toEqual({
      from: "2026-11-05",
      to: "2026-11-05",
      campaignIds: ["c1"],
    });
    expect(touchedCampaigns([targeting, productAd])).toBeNull();
    expect(touchedCampaigns([])).toBeNull();
  });
});
