import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { budgetSplit, proposeBudgetSplit } from "../../../worker/automation/rules/budget-split";
import {
  campaignUses,
  HEADROOM,
  SHARED_HEADROOM,
  splitCampaigns,
} from "../../../worker/automation/rules/campaign-use";
import { RULES } from "../../../worker/automation/rules/index";
import type { SkuSnapshot, TargetingDay } from "../../../worker/automation/rules/rule-input";
import { MIN_CAMPAIGN_BUDGET_CENTS } from "../../../worker/automation/rules/split-budget";
import {
  applyAll,
  campaignOf,
  inputOf,
  laClock,
  seasonalityWith,
  settingsOf,
  snapshotOf,
  summary,
} from "./schedule-fixtures";

/** One day of a campaign's figures (spend and sales in cents), on one keyword of it. */
const day = (campaignId: string, date: string, spendCents: number, salesCents: number): TargetingDay => ({
  targetingId: `t-${campaignId}`,
  campaignId,
  date,
  impressions: 1000,
  clicks: Math.max(1, Math.round(spendCents / 100)),
  spendCents,
  orders: Math.round(salesCents / 2000),
  salesCents,
  units: Math.round(salesCents / 2000),
});

/** 14 days before 2026-11-23 (Los Angeles), the same figures each day. */
const fortnight = (campaignId: string, spendCents: number, salesCents: number) =>
  Array.from({ length: 14 }, (_, index) =>
    day(campaignId, `2026-11-${String(9 + index).padStart(2, "0")}`, spendCents, salesCents),
  );

/** A SKU at Max budget $50 with Advertise's three campaigns, a brand and two competitors, and a migrated one. */
const structure = (budgets: number[] = [5000, 5000, 5000, 5000, 5000, 5000]) => [
  campaignOf("c-auto", { role: "AUTO", targetingType: "AUTO", budgetCents: budgets[0] }),
  campaignOf("c-kw", { role: "KEYWORD", budgetCents: budgets[1] }),
  campaignOf("c-pt", { role: "PRODUCT", budgetCents: budgets[2] }),
  campaignOf("c-brand", { role: "BRAND", budgetCents: budgets[3] }),
  campaignOf("c-comp1", { role: "COMPETITOR", budgetCents: budgets[4] }),
  campaignOf("c-comp2", { role: "COMPETITOR", budgetCents: budgets[5] }),
  campaignOf("c-migrated", { role: null, budgetCents: 4000 }),
];

const skuOf = (overrides: Partial<SkuSnapshot> = {}) =>
  snapshotOf({
    settings: settingsOf({ maxDailyBudgetCents: 5000, targetAcos: 25 }),
    campaigns: structure(),
    ...overrides,
  });

const ownBudgets = (snapshot: SkuSnapshot) =>
  snapshot.campaigns.filter((campaign) => campaign.role !== null).map((campaign) => campaign.budgetCents);
const total = (cents: number[]) => cents.reduce((sum, value) => sum + value, 0);
const at = (time: string) => laClock(time);

describe("the Max budget split rule (BUDGET_SPLIT)", () => {
  it("is registered once, on for every SKU, after the seasonal budget (whose cap it splits)", () => {
    const order = RULES.map((definition) => definition.rule);
    expect(order.filter((rule) => rule === "BUDGET_SPLIT")).toHaveLength(1);
    expect(order.indexOf("SEASONAL_BUDGET")).toBeLessThan(order.indexOf("BUDGET_SPLIT"));
    expect(budgetSplit.isEnabled(settingsOf())).toBe(true);
  });

  it("brings a SKU from before the split under its cap at once, whatever the hour, lowering only, the migrated campaign left alone", () => {
    const sku = skuOf();
    const changes = proposeBudgetSplit(inputOf(sku, at("2026-11-23T15:00")));
    expect(changes).toHaveLength(6);
    for (const change of changes) {
      expect(change).toMatchObject({ rule: "BUDGET_SPLIT", kind: "SET_BUDGET", entityType: "CAMPAIGN" });
      expect(change.kind === "SET_BUDGET" && change.toCents < change.fromCents).toBe(true);
    }
    expect(changes.map((change) => change.campaignId)).not.toContain("c-migrated");
    const after = applyAll(sku, changes, at("2026-11-23T15:00"));
    expect(total(ownBudgets(after))).toBe(5000);
    expect(changes[0]?.reason).toMatch(
      /^the campaigns held \$300\.00, over the Max budget \$50\.00; Max budget \$50\.00 split over 6 campaigns, .*; budget \$50\.00 → \$8\.3\d$/,
    );
    // Under the cap now, and split today: nothing more this day.
    expect(proposeBudgetSplit(inputOf(after, at("2026-11-23T16:00")))).toEqual([]);
  });

  it("re-splits once a day: more to the campaign selling at or under the target ACOS, never under $1.00", () => {
    const even = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    const figures = [
      ...fortnight("c-auto", 1000, 8000), // ACOS 12.5 %: under the 25 % target
      ...fortnight("c-kw", 1000, 2000), // ACOS 50 %: over it, counts $20 × 25/50
      ...fortnight("c-comp1", 500, 0), // no sales
    ];
    const sku = { ...even, targetingDays: figures };
    const changes = proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00")));
    const after = applyAll(sku, changes, at("2026-11-23T00:00"));
    const budgets = Object.fromEntries(after.campaigns.map((c) => [c.campaignId, c.budgetCents]));
    expect(total(ownBudgets(after))).toBe(5000);
    expect(budgets["c-auto"]).toBeGreaterThan(budgets["c-kw"] ?? 0);
    expect(budgets["c-kw"]).toBeGreaterThan(budgets["c-comp1"] ?? 0);
    expect(Math.min(...ownBudgets(after))).toBeGreaterThanOrEqual(100);
    expect(budgets["c-migrated"]).toBe(4000);
    const auto = changes.find((change) => change.campaignId === "c-auto");
    // Amounts read as everywhere else (contracts/money.ts): thousands separated, "$1,120.00".
    expect(auto?.reason).toContain("$1,120.00 sales on $140.00 over 14 days, ACOS 12.5 % (target 25 %)");
    // Once a day: later runs today leave it, tomorrow's may move it again.
    expect(proposeBudgetSplit(inputOf(after, at("2026-11-23T09:00")))).toEqual([]);
  });

  it("while a sibling ran out in the week, gives a campaign no more than its busiest day; the rest goes to the one that ran out", () => {
    const even = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    const sku = {
      ...even,
      targetingDays: [
        ...fortnight("c-auto", 834, 8000), // spends its whole budget every day, ACOS 10 %
        ...fortnight("c-kw", 200, 2000), // $2.00 of $8.33 a day, ACOS 10 %
      ],
    };
    const changes = proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00")));
    const budgets = Object.fromEntries(
      applyAll(sku, changes, at("2026-11-23T00:00")).campaigns.map((c) => [c.campaignId, c.budgetCents]),
    );
    expect(budgets["c-kw"]).toBe(200);
    // The four that spent nothing all week keep twice Amazon's minimum, to be found again.
    for (const quiet of ["c-pt", "c-brand", "c-comp1", "c-comp2"]) expect(budgets[quiet]).toBe(200);
    expect(budgets["c-auto"]).toBe(5000 - 200 - 4 * 200);
    expect(changes.find((change) => change.campaignId === "c-kw")?.reason).toContain(
      "it spent at most $2.00 a day over 7 days, so 1× that at most, the rest to the campaigns that ran out",
    );
  });

  it("with no campaign out of budget in the week, holds each to 2× its busiest day", () => {
    const sku = {
      ...skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) }),
      targetingDays: [
        ...fortnight("c-auto", 600, 8000), // $6.00 of $8.34: never ran out
        ...fortnight("c-kw", 200, 2000),
      ],
    };
    const uses = campaignUses(sku, splitCampaigns(sku.campaigns), "2026-11-23");
    expect(uses.get("c-kw")).toMatchObject({ ranOut: false, headroom: HEADROOM, ceilingCents: 400 });
    expect(uses.get("c-auto")).toMatchObject({ ranOut: false, headroom: HEADROOM, ceilingCents: 1200 });
    const ranOut = {
      ...sku,
      targetingDays: [...fortnight("c-auto", 834, 8000), ...fortnight("c-kw", 200, 2000)],
    };
    const shared = campaignUses(ranOut, splitCampaigns(ranOut.campaigns), "2026-11-23");
    expect(shared.get("c-kw")).toMatchObject({ headroom: SHARED_HEADROOM, ceilingCents: 200 });
    expect(shared.get("c-auto")).toMatchObject({ ranOut: true, ceilingCents: null });
  });

  it("holds no campaign to its use while the SKU or the campaign is younger than a week of figures", () => {
    const even = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    const threeDays = fortnight("c-auto", 834, 8000).slice(-3);
    const young = { ...even, targetingDays: [...threeDays, ...fortnight("c-kw", 200, 2000).slice(-3)] };
    const budgets = (sku: SkuSnapshot) =>
      Object.fromEntries(
        applyAll(
          sku,
          proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00"))),
          at("2026-11-23T00:00"),
        ).campaigns.map((c) => [c.campaignId, c.budgetCents]),
      );
    expect(budgets(young)["c-pt"]).toBeGreaterThan(200);
    // A campaign launched three days ago in an older SKU: its quiet week is not a week yet.
    const older = {
      ...even,
      targetingDays: fortnight("c-auto", 834, 8000),
      launchDates: { "c-pt": "2026-11-20" },
    };
    expect(budgets(older)["c-pt"]).toBeGreaterThan(200);
    expect(budgets(older)["c-brand"]).toBe(200);
    // Back from a stock-out: served 3 days of the last 7, its quiet days say nothing of its use.
    const outOfStock = (day: TargetingDay) => day.date >= "2026-11-17" && day.date <= "2026-11-20";
    const restocked = {
      ...even,
      targetingDays: [...fortnight("c-auto", 834, 8000), ...fortnight("c-kw", 200, 2000)].filter(
        (day) => !outOfStock(day),
      ),
    };
    expect(budgets(restocked)["c-kw"]).toBeGreaterThan(400);
    expect(budgets(restocked)["c-pt"]).toBeGreaterThan(200);
  });

  it("moves nothing within the deadband", () => {
    const sku = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    expect(proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00")))).toEqual([]);
  });

  it("mid-day, raises only what the lowered campaigns have not spent today", () => {
    const even = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    const sku = {
      ...even,
      targetingDays: [
        ...fortnight("c-auto", 1000, 40000),
        // The others spent their whole budgets today already: lowering them frees nothing.
        ...even.campaigns
          .filter((campaign) => campaign.role !== null && campaign.campaignId !== "c-auto")
          .map((campaign) => day(campaign.campaignId, "2026-11-23", campaign.budgetCents, 0)),
      ],
    };
    const changes = proposeBudgetSplit(inputOf(sku, at("2026-11-23T14:00")));
    const raise = changes.find((change) => change.campaignId === "c-auto");
    expect(raise).toBeUndefined();
    const after = applyAll(sku, changes, at("2026-11-23T14:00"));
    expect(total(ownBudgets(after))).toBeLessThanOrEqual(5000);
  });

  it("mid-day, before Amazon has published anything of today, counts the lowered campaigns' whole budgets as spent", () => {
    const even = skuOf({ campaigns: structure([834, 833, 833, 834, 833, 833]) });
    // Reports run through the day before yesterday: today's spend is unknown, not zero.
    const sku = { ...even, reportedThrough: "2026-11-21", targetingDays: fortnight("c-auto", 1000, 40000) };
    const midDay = proposeBudgetSplit(inputOf(sku, at("2026-11-23T14:00")));
    expect(midDay.find((change) => change.campaignId === "c-auto")).toBeUndefined();
    expect(total(ownBudgets(applyAll(sku, midDay, at("2026-11-23T14:00"))))).toBeLessThanOrEqual(5000);
    // The day's first run: the budgets have just started again, so the split moves money as usual.
    const firstHour = proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00")));
    expect(firstHour.find((change) => change.campaignId === "c-auto")).toBeDefined();
    expect(total(ownBudgets(applyAll(sku, firstHour, at("2026-11-23T00:00"))))).toBe(5000);
  });

  it("splits the seasonal cap while the season runs, and brings it back under the Max budget when it ends", () => {
    const season = seasonalityWith({
      increaseDailyBudgetAtTimeOfYear: {
        isActivated: true,
        from: "2026-12-01",
        to: "2026-12-24",
        amountIncreaseType: "%",
        budgetAmount: 20,
        budgetMax: 100,
      },
    });
    const sku = skuOf({
      settings: settingsOf({ maxDailyBudgetCents: 5000, seasonality: season }),
      campaigns: structure([834, 833, 833, 834, 833, 833]),
    });
    const inSeason = applyAll(
      sku,
      proposeBudgetSplit(inputOf(sku, at("2026-12-01T00:00"))),
      at("2026-12-01T00:00"),
    );
    expect(total(ownBudgets(inSeason))).toBe(6000);
    expect(inSeason.history[0]?.reason).toContain(
      "Max budget $50.00, raised to $60.00 for the season 2026-12-01 to 2026-12-24",
    );
    const over = proposeBudgetSplit(inputOf(inSeason, at("2026-12-25T00:00")));
    expect(total(ownBudgets(applyAll(inSeason, over, at("2026-12-25T00:00"))))).toBe(5000);
  });

  it("keeps a budget the seller kept and a held campaign's, splitting the rest among the others", () => {
    const sku = skuOf({
      settings: settingsOf({ maxDailyBudgetCents: 7000 }),
      campaigns: structure([2000, 600, 600, 600, 600, 600]),
      keptBudgets: { "c-auto": 2000 },
      heldEntityIds: ["c-kw"],
    });
    const changes = proposeBudgetSplit(inputOf(sku, at("2026-11-23T00:00")));
    expect(summary(changes)).toEqual([
      "c-pt 600→1100",
      "c-brand 600→1100",
      "c-comp1 600→1100",
      "c-comp2 600→1100",
    ]);
  });

  it("property: after the rule, the SKU's own campaigns hold at most the cap and each at least $1.00", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 100, max: 20_000 }), { minLength: 6, maxLength: 6 }),
        fc.integer({ min: 600, max: 50_000 }),
        fc.array(fc.tuple(fc.nat({ max: 5000 }), fc.nat({ max: 40_000 })), { minLength: 6, maxLength: 6 }),
        (budgets, cap, returns) => {
          const ids = ["c-auto", "c-kw", "c-pt", "c-brand", "c-comp1", "c-comp2"];
          const sku = skuOf({
            settings: settingsOf({ maxDailyBudgetCents: cap, targetAcos: 25 }),
            campaigns: structure(budgets),
            targetingDays: ids.flatMap((id, index) =>
              fortnight(id, returns[index]?.[0] ?? 0, returns[index]?.[1] ?? 0),
            ),
          });
          const clock = at("2026-11-23T00:00");
          let after = applyAll(sku, proposeBudgetSplit(inputOf(sku, clock)), clock);
          // An over-cap SKU is lowered at once; the next day's split fills it up.
          const tomorrow = at("2026-11-24T00:00");
          after = applyAll(after, proposeBudgetSplit(inputOf(after, tomorrow)), tomorrow);
          expect(total(ownBudgets(after))).toBeLessThanOrEqual(cap);
          for (const value of ownBudgets(after))
            expect(value).toBeGreaterThanOrEqual(MIN_CAMPAIGN_BUDGET_CENTS);
        },
      ),
      { numRuns: 200 },
    );
  });
});
