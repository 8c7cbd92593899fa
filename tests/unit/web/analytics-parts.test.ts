import { describe, expect, it } from "vitest";
import { campaignHref } from "../../../web/src/features/analytics/campaign-href";
import { hasStatistics } from "../../../web/src/features/analytics/statistics-content";
import type { Report } from "../../../worker/contracts/metrics";
import type { Statistics } from "../../../worker/contracts/statistics/statistics";

const zero: Report = {
  impressions: 0,
  clicks: 0,
  spend: 0,
  sales: 0,
  unitsSoldClicks: 0,
  ...{ roas: null, acos: null, ctr: null, cvr: null },
};
const statistics = (total: Report, campaigns = 0): Statistics => ({
  startDate: "2026-11-01",
  endDate: "2026-11-07",
  total,
  daily: [],
  topCampaigns: Array.from({ length: campaigns }, (_, index) => ({
    id: String(index),
    profileId: 1,
    name: `Campaign ${index}`,
    source: null,
    report: zero,
  })),
  money: { currency: "USD", usdRatesDate: null },
  previous: null,
  reportedThrough: null,
});

describe("Analytics content", () => {
  it("is empty ('No data available') when nothing was shown and no campaign ran in the range", () => {
    expect(hasStatistics(statistics(zero))).toBe(false);
  });

  it("has content with impressions, spend or a top campaign", () => {
    expect(hasStatistics(statistics({ ...zero, impressions: 10 }))).toBe(true);
    expect(hasStatistics(statistics({ ...zero, spend: 0.5 }))).toBe(true);
    expect(hasStatistics(statistics(zero, 1))).toBe(true);
  });
});

describe("a top campaign's link", () => {
  const range = { startDate: "2026-11-01", endDate: "2026-11-07" };

  it("opens the migrated campaign page for a migrated campaign, carrying the range", () => {
    expect(campaignHref({ id: "42", source: "MIGRATED" }, range)).toBe(
      "/migrated-campaign/42?startDate=2026-11-01&endDate=2026-11-07",
    );
  });

  it("opens the Quick Launch campaign page otherwise", () => {
    expect(campaignHref({ id: "7", source: "QUICK_LAUNCH" }, range)).toBe(
      "/campaign/7?startDate=2026-11-01&endDate=2026-11-07",
    );
  });
});
