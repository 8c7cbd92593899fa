import { describe, expect, it } from "vitest";
import {
  dashboardLagNote,
  hasDashboardContent,
  metricChange,
} from "../../../web/src/features/dashboard/dashboard-content";
import type { DashboardData } from "../../../worker/contracts/statistics/dashboard";

const empty: DashboardData = {
  quickLaunchCampaignsCount: 0,
  advertisedSkusCount: 0,
  migratedCampaignsCount: 0,
  ...{ roas: null, acos: null, ctr: null, cvr: null },
  ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
  stillArriving: null,
  money: { currency: "USD", usdRatesDate: null },
};

describe("dashboard tiles' change value (spec 000 §2.5)", () => {
  it("is shown only when nonzero", () => {
    expect(metricChange(0, "%")).toBeNull();
    expect(metricChange(null, "X")).toBeNull();
    expect(metricChange(undefined, "X")).toBeNull();
  });

  it("is prefixed with + when positive", () => {
    expect(metricChange(1.5, "X")).toEqual({ text: "+1.50X", negative: false });
  });

  it("is marked negative (shown red) when it fell", () => {
    expect(metricChange(-0.25, "%")).toEqual({ text: "-0.25%", negative: true });
  });
});

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
