import { describe, expect, it } from "vitest";
import { hasDashboardContent, metricChange } from "../../../web/src/features/dashboard/dashboard-content";
import type { DashboardData } from "../../../worker/contracts/statistics/dashboard";

const empty: DashboardData = {
  quickLaunchCampaignsCount: 0,
  advertisedSkusCount: 0,
  migratedCampaignsCount: 0,
  ...{ roas: null, acos: null, ctr: null, cvr: null },
  ...{ diffRoas: null, diffAcos: null, diffCtr: null, diffCvr: null },
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
