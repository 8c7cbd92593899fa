import { describe, expect, it } from "vitest";
import { dashboardLagNote, hasDashboardContent } from "../../../web/src/features/dashboard/dashboard-content";
import type { DashboardData } from "../../../worker/contracts/statistics/dashboard";

const empty: DashboardData = {
  quickLaunchCampaignsCount: 0,
  advertisedSkusCount: 0,
  migratedCampaignsCount: 0,
  ...{ roas: null, acos: null, ctr: null, cvr: null },
  ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
  ...{ spend: 0, sales: 0, orders: 0, diffSpend: 0, diffSales: 0, diffOrders: 0 },
  comparison: { days: 7, previous: null },
  stillArriving: null,
  money: { currency: "USD", usdRatesDate: null },
};

describe("dashboard content", () => {
  it("is absent without campaigns, products or figures: 'No data available'", () => {
    expect(hasDashboardContent(undefined)).toBe(false);
    expect(hasDashboardContent(empty)).toBe(false);
  });

  it("is present with a managed campaign or any figure", () => {
    expect(hasDashboardContent({ ...empty, migratedCampaignsCount: 1 })).toBe(true);
    expect(hasDashboardContent({ ...empty, ctr: 0 })).toBe(true);
  });
});

describe("dashboard tiles' still-arriving note", () => {
  const data: DashboardData = {
    ...empty,
    roas: 3.97,
    stillArriving: { days: 4, roas: 4.62, acos: 21.65, cvr: 4.55 },
  };

  it("gives ROAS, ACOS and CVR the days still arriving and what they settle at", () => {
    expect(dashboardLagNote("roas", data)).toEqual({
      days: "4 days still arriving",
      estimate: "est. 4.62X when settled",
    });
    expect(dashboardLagNote("acos", data)?.estimate).toBe("est. 21.65% when settled");
    expect(dashboardLagNote("cvr", data)?.estimate).toBe("est. 4.55% when settled");
  });

  it("gives CTR none (clicks and impressions are final), nor any tile once every day is settled", () => {
    expect(dashboardLagNote("ctr", data)).toBeNull();
    expect(dashboardLagNote("roas", empty)).toBeNull();
  });
});
