/**
 * Each marketplace's money in its own currency (issue 29, item 7): every amount a rule writes into a
 * reason is in the SKU's profile currency (`SkuSettings.currency`), so a UK SKU's History reads "£",
 * never "$"; a US SKU's reasons read exactly as before.
 */
import { describe, expect, it } from "vitest";
import { planChanges } from "../../../worker/automation/plan-changes";
import { proposeBidLimits } from "../../../worker/automation/rules/bid-limits";
import { proposeBidOptimisation } from "../../../worker/automation/rules/bid-optimisation";
import { proposeBudgetSplit } from "../../../worker/automation/rules/budget-split";
import { RULES } from "../../../worker/automation/rules/index";
import { keywordBoost } from "../../../worker/automation/rules/keyword-boost";
import { organicSearch } from "../../../worker/automation/rules/organic-search";
import { moneyText } from "../../../worker/automation/rules/reason-text";
import type { SkuSettings, SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { seasonalBudgetRule } from "../../../worker/automation/rules/seasonal-budget";
import { proposeTargetBidExpansion } from "../../../worker/automation/rules/target-bid-expansion";
import * as bids from "./bid-fixtures";
import * as schedule from "./schedule-fixtures";
import { harvestSettings } from "./term-fixtures";

/** The bid tests' keyword: 140 clicks over 14 days at 70 cents, $20 of sales a day, bid $1.00 (ACOS 35 %). */
const DAY = { impressions: 400, clicks: 10, spendCents: 700, salesCents: 2000, orders: 1, units: 1 };
const oneKeyword = (currency: string) =>
  bids.snapshotWith({
    settings: bids.settingsWith({ targetAcos: 25, currency }),
    keywords: [bids.keyword("k1")],
    targetingDays: bids.reportedDays("k1", DAY),
  });

/** A dollar sign before an amount: what no reason of a non-US SKU may hold. */
const DOLLAR_AMOUNT = /\$\d/;

describe("the reasons' amounts in the SKU's profile currency", () => {
  it("writes amounts as the web does: the currency's sign, cents rounded, thousands separated", () => {
    expect(moneyText(100, "USD")).toBe("$1.00");
    expect(moneyText(92.5, "USD")).toBe("$0.93");
    expect(moneyText(123456, "USD")).toBe("$1,234.56");
    expect(moneyText(100, "GBP")).toBe("£1.00");
    expect(moneyText(80, "EUR")).toBe("€0.80");
    expect(moneyText(100, "CAD")).toBe("CA$1.00");
  });

  it("bid optimisation: a UK SKU's reason reads in pounds, a US SKU's exactly as before in dollars", () => {
    const [uk] = proposeBidOptimisation(bids.inputOf(oneKeyword("GBP"), bids.clockAt()));
    expect(uk?.reason).toBe(
      "ACOS 35 % over 14 days (140 clicks) against a 25 % target; £2.00 sales a click expected; bid £1.00 → £0.80",
    );
    const [us] = proposeBidOptimisation(bids.inputOf(oneKeyword("USD"), bids.clockAt()));
    expect(us?.reason).toBe(
      "ACOS 35 % over 14 days (140 clicks) against a 25 % target; $2.00 sales a click expected; bid $1.00 → $0.80",
    );
  });

  it("budget split: a UK SKU's Max budget, campaign budgets and returns read in pounds", () => {
    const structure = ["AUTO", "KEYWORD", "PRODUCT"].map((role, index) =>
      schedule.campaignOf(`c-${index}`, { role: role as "AUTO", budgetCents: 5000 }),
    );
    const sku = (currency: string) =>
      schedule.snapshotOf({
        settings: schedule.settingsOf({ maxDailyBudgetCents: 5000, targetAcos: 25, currency }),
        campaigns: structure,
      });
    const clock = schedule.laClock("2026-11-23T15:00");
    const [uk] = proposeBudgetSplit(schedule.inputOf(sku("GBP"), clock));
    expect(uk?.reason).toMatch(
      /^the campaigns held £150\.00, over the Max budget £50\.00; Max budget £50\.00 split over 3 campaigns, .*: no spend over 14 days; budget £50\.00 → £16\.6\d$/,
    );
    expect(uk?.reason).not.toMatch(DOLLAR_AMOUNT);
    const [us] = proposeBudgetSplit(schedule.inputOf(sku("USD"), clock));
    expect(us?.reason).toMatch(
      /^the campaigns held \$150\.00, over the Max budget \$50\.00; .*budget \$50\.00 → \$16\.6\d$/,
    );
  });

  it("bid limits, keyword boost, organic search and the seasonal budget write pounds for a UK SKU", () => {
    const limits = bids.snapshotWith({
      settings: bids.settingsWith({ currency: "GBP" }),
      keywords: [bids.keyword("k1", { bidCents: 450 })],
    });
    expect(proposeBidLimits(bids.inputOf(limits))[0]?.reason).toBe(
      "Bid £4.50 is above your Max Bid £3.00; bid £4.50 → £3.00",
    );

    const uk = (overrides: Partial<SkuSnapshot>, settings: Partial<SkuSettings> = {}) =>
      schedule.snapshotOf({ ...overrides, settings: schedule.settingsOf({ currency: "GBP", ...settings }) });
    const boosted = uk({
      keywords: [schedule.keywordOf("k1")],
      boosts: [
        {
          keywordId: "k1",
          boostMaxBidCents: 300,
          baseBidCents: 80,
          startedAt: schedule.laClock("2026-11-23T10:00").now,
          stoppedAt: null,
        },
      ],
      organicRanks: { k1: schedule.rankOf(23) },
    });
    expect(
      keywordBoost.propose(schedule.inputOf(boosted, schedule.laClock("2026-11-23T11:00")))[0]?.reason,
    ).toBe("Boost day 1 of 5: organic rank 23 (goal top 10); bid £0.80 → £1.20");

    const organic = uk({
      keywords: [schedule.keywordOf("k1", { bidCents: 100 })],
      organicSearchKeywordIds: ["k1"],
      organicRanks: { k1: schedule.rankOf(3) },
    });
    expect(
      organicSearch.propose(schedule.inputOf(organic, schedule.laClock("2026-11-23T00:00")))[0]?.reason,
    ).toBe("Organic rank 3 (top 3): bid 30 % under its base £1.00; bid £1.00 → £0.70");

    const migrated = uk(
      { campaigns: [schedule.campaignOf("c-mig", { role: null })] },
      { seasonality: schedule.budgetSeason("$", 10, 80) },
    );
    expect(
      seasonalBudgetRule.propose(schedule.inputOf(migrated, schedule.laClock("2026-12-01T00:00")))[0]?.reason,
    ).toBe(
      "Seasonal budget 2026-12-01 to 2026-12-24 (today 2026-12-01): +£10.00 on the pre-season £50.00 = £60.00 (max £80.00); budget £50.00 → £60.00",
    );
  });

  it("target bid expansion: a UK SKU's amount step and cap read in pounds", () => {
    const snapshot = bids.snapshotWith({
      settings: bids.settingsWith({
        currency: "GBP",
        targetBidExpansion: bids.targetBidExpansionWith(),
      }),
      keywords: [bids.keyword("k1")],
      targetingDays: bids.settledDays("k1", { impressions: 10 }, { days: 7 }),
    });
    expect(proposeTargetBidExpansion(bids.inputOf(snapshot, bids.clockAt()))[0]?.reason).toBe(
      "70 impressions over 7 days, fewer than 100; bid £1.00 → £1.10 (+£0.10, up to £1.50)",
    );
  });

  it("a run of every rule for a UK SKU: bids, harvests and limits all in pounds, no dollar amount anywhere", () => {
    const settings = bids.settingsWith({
      currency: "GBP",
      bidMinCents: 40,
      bidMaxCents: 120,
      searchTermExpansion: harvestSettings({
        frequency: "DAILY",
        ordersMin: 1,
        broadKeywordBidPrice: 0.05,
        phraseKeywordBidPrice: 0.5,
        exactKeywordBidPrice: 9,
      }),
      targetBidExpansion: bids.targetBidExpansionWith({ impressionsLessThan: 1000, bidMax: 10 }),
    });
    const snapshot = bids.everyBidRuleAtWork(settings, 60);
    const changes = planChanges([{ snapshot, clock: bids.clockAt(), rules: RULES }], false);
    const rules = new Set(changes.map((change) => change.rule));
    expect(rules).toEqual(new Set(["BID_LIMITS", "BID_OPTIMIZATION", "SEARCH_TERM_EXPANSION"]));
    for (const change of changes) {
      expect(change.reason).not.toMatch(DOLLAR_AMOUNT);
      expect(change.reason).toMatch(/£\d/);
    }
    // A harvest bid outside the SKU's limits names the seller's bid and the limit in pounds.
    expect(changes.map((change) => change.reason)).toContainEqual(
      expect.stringContaining("exact keyword at £1.20 (your exact bid £9.00, brought to your Max Bid)"),
    );
  });
});
