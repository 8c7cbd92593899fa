import { describe, expect, it } from "vitest";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { emptyTotals } from "../../../worker/automation/rules/look-back-totals";
import { estimator, sellerPrior } from "../../../worker/automation/rules/revenue-per-click";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import {
  clockAt,
  inputOf,
  keyword,
  proposedBid,
  reportedDays,
  settingsWith,
  snapshotWith,
} from "./bid-fixtures";

const totals = (clicks: number, orders: number, salesCents: number) => ({
  ...emptyTotals(),
  clicks,
  settledClicks: clicks,
  orders,
  salesCents,
});

describe("the seller prior of a SKU's revenue per click", () => {
  it("is the profile's orders per click at the product's price", () => {
    // 1,000 clicks, 70 orders: 7 % a click; at $76.00 a unit, $5.32 a click.
    expect(sellerPrior(totals(1000, 70, 210_000), 7600)).toEqual({
      ordersPerClick: 0.07,
      revenuePerClick: 532,
    });
  });

  it("takes the profile's own sales per order when the price is not known", () => {
    // $2,100 over 70 orders: $30.00 an order, 7 % a click: $2.10 a click.
    expect(sellerPrior(totals(1000, 70, 210_000), null)?.revenuePerClick).toBeCloseTo(210);
    expect(sellerPrior(totals(1000, 70, 210_000), undefined)?.revenuePerClick).toBeCloseTo(210);
  });

  it("is nothing before the profile's first order", () => {
    expect(sellerPrior(totals(1000, 0, 0), 7600)).toBeNull();
    expect(sellerPrior(totals(0, 0, 0), 7600)).toBeNull();
  });

  it("weighs as much as two orders: 30 clicks without a sale pull a $5.32 prior down to $2.59", () => {
    const prior = { ordersPerClick: 0.07, revenuePerClick: 532 };
    const lookBack = {
      sku: totals(30, 0, 0),
      campaigns: new Map(),
      adGroups: new Map(),
      entities: new Map(),
    };
    const place = { entityId: "k1", adGroupId: "ag1", campaignId: "c1" };
    // 2 orders at 7 % are 28.57 clicks of prior: 28.57 × 532 ÷ (30 + 28.57) = 259.5 cents.
    expect(estimator(lookBack, prior)(place).revenuePerClick).toBeCloseTo(259.5, 0);
    // Without a prior, a SKU without a sale is worth nothing a click.
    expect(estimator(lookBack)(place).revenuePerClick).toBe(0);
  });
});

/** 2 clicks a day at 21 cents (a 30-cent bid) for 14 days, no sale: 28 clicks the SKU has had. */
const QUIET_DAY = { impressions: 200, clicks: 2, spendCents: 42, salesCents: 0, orders: 0, units: 0 };

/** The whole profile: 200 clicks a day, 14 orders (7 %). */
const SELLER_DAY = {
  impressions: 8000,
  clicks: 200,
  spendCents: 14_000,
  salesCents: 42_000,
  orders: 14,
  units: 14,
};

function newSku(withSeller: boolean, days = QUIET_DAY): SkuSnapshot {
  return snapshotWith({
    settings: settingsWith({ priceCents: 7600 }),
    keywords: [keyword("k1", { bidCents: 30 })],
    targetingDays: reportedDays("k1", days),
    ...(withSeller && { sellerDays: reportedDays("profile", SELLER_DAY) }),
  });
}

const propose = (snapshot: SkuSnapshot) => proposeBidOptimisation(inputOf(snapshot, clockAt()));

describe("bid optimisation with the seller prior", () => {
  it("cuts a new SKU's bid after 28 clicks without a sale only without the seller's figures", () => {
    const alone = propose(newSku(false));
    expect(alone[0]?.reason).toBe(
      "No sales from 28 clicks ($5.88 spend) over 14 days against a 25 % target; $0.00 sales a click expected; bid $0.30 → $0.24",
    );
    // 28 clicks without a sale, where 7 % of the seller's clicks order a $76.00 product: a click is
    // still worth about a dollar, and 25 % of it is more than the 21 cents it costs.
    const withPrior = propose(newSku(true));
    expect(withPrior[0]?.reason).toMatch(
      /^No sales from 28 clicks \(\$5\.88 spend\) over 14 days against a 25 % target; \$1\.\d\d sales a click expected; bid \$0\.30 → \$0\.36$/,
    );
    expect(proposedBid(withPrior, "k1")).toBe(36);
  });

  it("leaves a SKU with orders of its own to its own figures", () => {
    // 10 clicks and a $20 order a day at 70 cents (a $1.00 bid): ACOS 35 %, cut a step either way.
    const selling = { impressions: 400, clicks: 10, spendCents: 700, salesCents: 2000, orders: 1, units: 1 };
    const own = (withSeller: boolean) =>
      snapshotWith({
        settings: settingsWith({ priceCents: 7600 }),
        keywords: [keyword("k1")],
        targetingDays: reportedDays("k1", selling),
        ...(withSeller && { sellerDays: reportedDays("profile", SELLER_DAY) }),
      });
    expect(proposedBid(propose(own(false)), "k1")).toBe(80);
    expect(proposedBid(propose(own(true)), "k1")).toBe(80);
  });
});
