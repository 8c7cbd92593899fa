import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import {
  brakeOf,
  estimateBrake,
  estimateCheck,
  MIN_BRAKE,
  PRIOR_CHECK_ORDERS,
} from "../../../worker/automation/rules/estimate-brake";
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
 * One keyword at 90 cents, `clicks` a day at 70 % of the bid (Amazon charges 63 cents a click)
 * for 21 days, a tenth of them ordering. Up to last week each click sold `before` cents; last week
 * each sold `lastWeek`.
 */
function keywordWhoseSalesChanged(before: number, lastWeek: number, clicks = 10): SkuSnapshot {
  const day = {
    impressions: 40 * clicks,
    clicks,
    spendCents: 63 * clicks,
    orders: clicks / 10,
    units: clicks / 10,
  };
  const lastWeekFrom = shiftDate(TODAY, -7);
  return snapshotWith({
    settings: settingsWith({ targetAcos: 25 }),
    keywords: [keyword("k1", { bidCents: 90 })],
    targetingDays: [
      ...reportedDays("k1", { ...day, salesCents: before * clicks }, { days: 21 }).filter(
        (d) => d.date < lastWeekFrom,
      ),
      ...reportedDays("k1", { ...day, salesCents: lastWeek * clicks }, { days: 7 }),
    ],
  });
}

const lastWeekSettledClicks = (snapshot: SkuSnapshot) =>
  lookBackTotals(snapshot, completeDaysBefore(TODAY, 7), TODAY, RUN_HOUR).sku.settledClicks;

describe("the estimate brake", () => {
  it("checks the estimates of days 8–21 back on last week's clicks, over the whole SKU", () => {
    // Before: $3.36 a click, one order in ten clicks. Last week's clicks (their last days still
    // arriving count as settled clicks) were promised $3.36 and 0.1 orders each, and sold half.
    const snapshot = keywordWhoseSalesChanged(336, 168);
    const settled = lastWeekSettledClicks(snapshot);
    const check = estimateCheck(snapshot, TODAY, RUN_HOUR);
    expect(check?.promisedCents).toBeCloseTo(settled * 336, 6);
    expect(check?.promisedOrders).toBeCloseTo(settled * 0.1, 6);
    expect((check?.salesCents ?? 0) / (check?.promisedCents ?? 1)).toBeCloseTo(0.5, 2);
  });

  it("scales every target bid by sales ÷ promise, pulled toward 1 by ten orders' worth of sales", () => {
    const snapshot = keywordWhoseSalesChanged(336, 168);
    const check = estimateCheck(snapshot, TODAY, RUN_HOUR);
    if (!check) throw new Error("no check");
    // Ten promised orders are worth 10 × $33.60 = $336.00 of sales on both sides of the ratio.
    const prior = PRIOR_CHECK_ORDERS * 3360;
    const brake = (check.salesCents + prior) / (check.promisedCents + prior);
    expect(estimateBrake(snapshot, TODAY, RUN_HOUR)).toBeCloseTo(brake, 9);
    expect(brake).toBeGreaterThan(0.75);
    expect(brake).toBeLessThan(0.85);
    // The bid: braked × 25 % × the 14-day revenue per settled click ÷ 0.7 (the share of the bid paid),
    // $0.77 from $0.90, inside one run's step.
    const totals = lookBackTotals(snapshot, completeDaysBefore(TODAY, 14), TODAY, RUN_HOUR).sku;
    const estimate = totals.salesCents / totals.settledClicks;
    const changes = proposeBidOptimisation(inputOf(snapshot, clockAt()));
    const braked = Math.round((brake * 0.25 * estimate) / 0.7);
    expect(braked).toBeGreaterThan(72);
    expect(proposedBid(changes, "k1")).toBe(braked);
    const reason = changes.find((change) => change.kind === "SET_BID")?.reason ?? "";
    expect(reason).toContain(
      `(last week's clicks sold under their estimates: aimed ${Math.round(100 * (1 - brake))} % lower)`,
    );
  });

  it("leaves bids to their estimates when the estimates held or ran low, and says nothing", () => {
    for (const lastWeek of [336, 500]) {
      const snapshot = keywordWhoseSalesChanged(336, lastWeek);
      expect(estimateBrake(snapshot, TODAY, RUN_HOUR)).toBe(1);
      const reason = proposeBidOptimisation(inputOf(snapshot, clockAt())).find(
        (change) => change.kind === "SET_BID",
      )?.reason;
      expect(reason ?? "").not.toContain("aimed");
    }
  });

  it("a week of many orders weighs more than one of a few", () => {
    // The same halving, on 10 and on 100 clicks a day: 7 and 70 orders promised last week.
    const few = estimateBrake(keywordWhoseSalesChanged(336, 168, 10), TODAY, RUN_HOUR);
    const many = estimateBrake(keywordWhoseSalesChanged(336, 168, 100), TODAY, RUN_HOUR);
    expect(many).toBeLessThan(few);
    expect(many).toBeGreaterThan(0.5);
  });

  it(`never brakes below ${MIN_BRAKE}, and waits for 20 clicks before last week and in it`, () => {
    expect(brakeOf({ salesCents: 0, promisedCents: 1_000_000, promisedOrders: 1000 })).toBe(MIN_BRAKE);
    expect(estimateBrake(keywordWhoseSalesChanged(336, 10, 200), TODAY, RUN_HOUR)).toBe(MIN_BRAKE);
    expect(brakeOf(null)).toBe(1);
    const young = snapshotWith({
      settings: settingsWith({ targetAcos: 25 }),
      keywords: [keyword("k1")],
      targetingDays: reportedDays(
        "k1",
        { clicks: 10, spendCents: 700, salesCents: 1000, orders: 1 },
        { days: 8 },
      ),
    });
    expect(estimateCheck(young, TODAY, RUN_HOUR)).toBeNull();
    const quiet = keywordWhoseSalesChanged(336, 168, 2);
    expect(estimateCheck(quiet, TODAY, RUN_HOUR)).toBeNull();
  });
});
