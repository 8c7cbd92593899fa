import { describe, expect, it } from "vitest";
import { proposeNegatives } from "../../../worker/automation/rules/negative-optimisation";
import { AUTO, input, negativeSettings, OWN, termDay } from "./term-fixtures";

const negate = (settings: Parameters<typeof negativeSettings>[0], days: ReturnType<typeof termDay>[]) =>
  proposeNegatives(input({ negativeOptimization: negativeSettings(settings) }, { searchTermDays: days }));

describe("never negate what sells (issue 29)", () => {
  it("a competitor inflating a term's impressions drives its CTR under the threshold, but its one order keeps it", () => {
    // 5,000 impressions, 10 clicks: CTR 0.2 % under a 0.5 % threshold, and 1 order.
    const inflated = {
      impressions: 5000,
      clicks: 10,
      spendCents: 900,
      salesCents: 2500,
      orders: 1,
      units: 1,
    };
    expect(negate({ ctrLowerThan: 0.5 }, [termDay("dog bed", AUTO, inflated)])).toEqual([]);
    // The same figures without the order are negated, as before.
    const noSale = { ...inflated, salesCents: 0, orders: 0, units: 0 };
    expect(negate({ ctrLowerThan: 0.5 }, [termDay("dog bed", AUTO, noSale)])).toHaveLength(1);
  });

  it("a term that sold in another of the SKU's campaigns is negated in none", () => {
    const clicksNoSale = { impressions: 900, clicks: 40, spendCents: 3000 };
    const sold = { impressions: 100, clicks: 3, spendCents: 200, salesCents: 2500, orders: 1, units: 1 };
    const days = [termDay("dog bed", AUTO, clicksNoSale), termDay("dog bed", OWN, sold)];
    expect(negate({ clicksWithoutSale: 10 }, days)).toEqual([]);
  });

  it("an ASIN term with an order is never made a negative product target", () => {
    const asin = { impressions: 8000, clicks: 12, spendCents: 900, salesCents: 3000, orders: 1, units: 1 };
    expect(negate({ ctrLowerThan: 1 }, [termDay("B07H8Q3JH1", AUTO, asin)])).toEqual([]);
  });

  it("sales still arriving count: a term whose order is booked but not yet its sales is kept", () => {
    const orderOnly = { impressions: 4000, clicks: 5, spendCents: 400, orders: 1 };
    expect(negate({ ctrLowerThan: 0.5 }, [termDay("dog bed", AUTO, orderOnly)])).toEqual([]);
  });
});

describe("negative optimisation's reason in a campaign younger than the look-back (issue 29)", () => {
  it('says "since launch, N days" instead of "over 30 days"', () => {
    const clicksNoSale = { impressions: 900, clicks: 14, spendCents: 1200 };
    const changes = proposeNegatives(
      input(
        { negativeOptimization: negativeSettings({ clicksWithoutSale: 10 }) },
        {
          searchTermDays: [termDay("cheap dog bed", AUTO, clicksNoSale)],
          launchDates: { [AUTO.campaignId]: "2026-11-21" },
        },
      ),
    );
    expect(changes[0]?.reason).toBe(
      "“cheap dog bed”: 14 clicks, no sale since launch, 4 days (threshold 10) → negative exact in Auto campaign",
    );
  });
});
