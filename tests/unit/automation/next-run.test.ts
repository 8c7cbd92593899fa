import { describe, expect, it } from "vitest";
import { nextRunAt, nextTopOfHour } from "../../../worker/automation/next-run";
import { bidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { inventory } from "../../../worker/automation/rules/inventory";
import { negativeOptimisation } from "../../../worker/automation/rules/negative-optimisation";
import type { SkuSettings } from "../../../worker/automation/rules/rule-input";

const settings: SkuSettings = {
  skuId: 1,
  sku: "SKU-1",
  asin: "B000000001",
  timezone: "America/Los_Angeles",
  currency: "USD",
  bidMinCents: 20,
  bidMaxCents: 300,
  maxDailyBudgetCents: 5000,
  targetAcos: 25,
  seasonality: null,
  negativeOptimization: { frequency: "WEEKLY", lookBackPeriod: 30, clicksWithoutSale: 10 },
  searchTermExpansion: null,
  targetBidExpansion: null,
};
// 03:30 on 25 November in Los Angeles.
const now = new Date("2026-11-25T11:30:00Z");

describe("the next run the status shows, from each rule's own schedule", () => {
  it("is the next top of the hour for a rule that runs every hour, or that never ran", () => {
    expect(nextTopOfHour(now).toISOString()).toBe("2026-11-25T12:00:00.000Z");
    expect(nextRunAt(inventory, settings, new Date("2026-11-25T11:00:00Z"), now)?.toISOString()).toBe(
      "2026-11-25T12:00:00.000Z",
    );
    expect(nextRunAt(bidOptimisation, settings, null, now)?.toISOString()).toBe("2026-11-25T12:00:00.000Z");
  });

  it("is the first hour of the SKU's next local day for a daily rule that ran today", () => {
    // Ran at 01:00 in Los Angeles today: next at 00:00 on the 26th there, 08:00 UTC.
    const ranToday = new Date("2026-11-25T09:00:00Z");
    expect(nextRunAt(bidOptimisation, settings, ranToday, now)?.toISOString()).toBe(
      "2026-11-26T08:00:00.000Z",
    );
  });

  it("is a week on, at the local midnight, for a weekly setting", () => {
    const ranToday = new Date("2026-11-25T09:00:00Z");
    expect(nextRunAt(negativeOptimisation, settings, ranToday, now)?.toISOString()).toBe(
      "2026-12-02T08:00:00.000Z",
    );
  });
});
