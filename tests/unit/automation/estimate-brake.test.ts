import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { estimateBrakes, estimatesHeld } from "../../../worker/automation/rules/estimate-brake";
import { completeDaysBefore, lookBackTotals } from "../../../worker/automation/rules/look-back-totals";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { shiftDate } from "../../../worker/contracts/date-range";
import {
  clockAt,
  inputOf,
  keyword,
  proposedBid,
  RUN_HOUR,
  reportedDays,
  settingsWith,
  snapshotWith,
  TODAY,
} from "./bid-fixtures";

/**
 * One keyword at $1.00, 10 clicks a day at 70 cents (Amazon charges 70 % of the bid) for 21 days.
 * Up to last week each day sold `before` cents; last week each day sold `lastWeek`.
 */
function keywordWhoseSalesFell(before: number, lastWeek: number): SkuSnapshot {
  const day = { impressions: 400, clicks: 10, spendCents: 700, orders: 1, units: 1 };
  const lastWeekFrom = shiftDate(TODAY, -7);
  return snapshotWith({
    settings: settingsWith({ targetAcos: 25 }),
    keywords: [keyword("k1")],
    targetingDays: [
      ...reportedDays("k1", { ...day, salesCents: before }, { days: 21 }).filter(
        (d) => d.date < lastWeekFrom,
      ),
      ...reportedDays("k1", { ...day, salesCents: lastWeek }, { days: 7 }),
    ],
  });
}

const campaignTotals = (snapshot: SkuSnapshot) =>
  lookBackTotals(snapshot, completeDaysBefore(TODAY, 14), TODAY, RUN_HOUR).campaigns;

describe("the estimate brake", () => {
  it("checks the estimates of days 8–21 back on last week's clicks, campaign by campaign", () => {
    // Before: $33.60 from 10 clicks = $3.36 a click; last week's 70 clicks promised $235.20 and sold
    // $117.60 (its last days still arriving count as settled clicks): held 0.5.
    const held = estimatesHeld(keywordWhoseSalesFell(3360, 1680), TODAY, RUN_HOUR);
    expect(held.get("c1")).toBeCloseTo(0.5, 3);
  });

  it("scales a campaign's target bids by target ÷ ACOS when it runs over target and its estimates ran high", () => {
    // Last 14 days: $98 spend on 7 × $33.60 + 7 × $16.80 = $352.80 once settled: ACOS 27.8 %. Read
    // through settled clicks (last week's lower days weigh by what has arrived) 27.1 %: 25 / 27.1.
    const snapshot = keywordWhoseSalesFell(3360, 1680);
    const totals = campaignTotals(snapshot).get("c1");
    if (!totals) throw new Error("no campaign totals");
    const acos = (100 * totals.spendCents * totals.settledClicks) / (totals.salesCents * totals.clicks);
    expect(acos).toBeGreaterThan(25);
    const brakes = estimateBrakes(snapshot, campaignTotals(snapshot), 25, TODAY, RUN_HOUR);
    expect(brakes.get("c1")).toBeCloseTo(25 / acos, 6);
    // The bid: 25 % × (sales ÷ settled clicks) ÷ 0.7, braked: $0.85 where unbraked it is $0.92.
    const estimate = totals.salesCents / totals.settledClicks;
    const unbraked = Math.round((0.25 * estimate) / 0.7);
    const braked = Math.round(((25 / acos) * 0.25 * estimate) / 0.7);
    expect([unbraked, braked]).toEqual([92, 85]);
    const changes = proposeBidOptimisation(inputOf(snapshot, clockAt()));
    expect(proposedBid(changes, "k1")).toBe(braked);
  });

  it("leaves bids to their estimates when the estimates held, even over the target", () => {
    // Every day $28: ACOS 700 / 2800 = 25 %; every day $24: 29 %, but the estimates of the weeks
    // before promised what last week sold.
    for (const sales of [2800, 2400]) {
      const snapshot = keywordWhoseSalesFell(sales, sales);
      expect(estimatesHeld(snapshot, TODAY, RUN_HOUR).get("c1")).toBeCloseTo(1, 3);
      expect(estimateBrakes(snapshot, campaignTotals(snapshot), 25, TODAY, RUN_HOUR).size).toBe(0);
    }
  });

  it("does not brake a campaign under its target, however its estimates did", () => {
    // Before $80 a day, last week $40: held 0.5, but ACOS 9800 / (7 × 8000 + 7 × 4000) = 11.7 %.
    const snapshot = keywordWhoseSalesFell(8000, 4000);
    expect(estimateBrakes(snapshot, campaignTotals(snapshot), 25, TODAY, RUN_HOUR).size).toBe(0);
  });

  it("never brakes below half, and waits for 20 clicks before last week", () => {
    // $15 a day, then $1: held 0.07, ACOS 98 / (105 + 7) = 87.5 %: 25 / 87.5 = 0.29 → 0.5.
    const deep = keywordWhoseSalesFell(1500, 100);
    expect(estimateBrakes(deep, campaignTotals(deep), 25, TODAY, RUN_HOUR).get("c1")).toBe(0.5);
    const young = snapshotWith({
      settings: settingsWith({ targetAcos: 25 }),
      keywords: [keyword("k1")],
      targetingDays: reportedDays(
        "k1",
        { clicks: 10, spendCents: 700, salesCents: 1000, orders: 1 },
        { days: 8 },
      ),
    });
    expect(estimatesHeld(young, TODAY, RUN_HOUR).size).toBe(0);
  });
});
