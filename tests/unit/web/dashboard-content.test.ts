import { describe, expect, it } from "vitest";
import { hasDashboardContent } from "../../../web/src/features/dashboard/dashboard-content";
import { DASHBOARD_TILES } from "../../../web/src/features/dashboard/tiles/dashboard-tiles";
import { tileLagNote } from "../../../web/src/features/dashboard/tiles/tile-lag-note";
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
    money: { currency: "GBP", usdRatesDate: null },
    stillArriving: { days: 4, roas: 4.62, acos: 21.65, cvr: 4.55, sales: 2918.4, orders: 41 },
  };
  const noteOf = (label: string, of = data) => {
    const tile = DASHBOARD_TILES.find((candidate) => candidate.label === label);
    if (!tile) throw new Error(`no tile ${label}`);
    return tileLagNote(tile, of);
  };

  it("gives ROAS, ACOS and CVR the days still arriving and what they settle at", () => {
    expect(noteOf("ROAS")).toEqual({ days: "4 days still arriving", estimate: "est. 4.62X when settled" });
    expect(noteOf("ACOS")?.estimate).toBe("est. 21.65% when settled");
    expect(noteOf("CVR")?.estimate).toBe("est. 4.55% when settled");
  });

  it("gives sales (in the profile's currency) and orders theirs too: their change reads low until then", () => {
    expect(noteOf("Sales")?.estimate).toBe("est. £2,918.40 when settled");
    expect(noteOf("Orders")?.estimate).toBe("est. 41 when settled");
    const oneDay = { ...data, stillArriving: data.stillArriving && { ...data.stillArriving, days: 1 } };
    expect(noteOf("Orders", oneDay)?.days).toBe("1 day still arriving");
  });

  it("gives spend and CTR none (clicks, cost and impressions are final), nor any tile once every day is settled", () => {
    expect(noteOf("Spend")).toBeNull();
    expect(noteOf("CTR")).toBeNull();
    expect(noteOf("ROAS", empty)).toBeNull();
  });
});
