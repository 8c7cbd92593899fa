import { describe, expect, it } from "vitest";
import type { SkuSnapshot } from "../../../worker/automation/rules/rule-input";
import { seasonalBudgetRule } from "../../../worker/automation/rules/seasonal-budget";
import type { AmountIncreaseType } from "../../../worker/contracts/advertised-skus/advertised-sku";
import {
  applyAll,
  budgetSeason,
  campaignOf,
  inputOf,
  laClock,
  settingsOf,
  snapshotOf,
  summary,
} from "./schedule-fixtures";

/**
 * Two migrated campaigns that advertise only this SKU (role null, not shared) run at $50.00 a day;
 * so do one of Skupilot's campaigns (its budget is the split's: BUDGET_SPLIT raises the SKU's cap)
 * and a migrated campaign shared with another SKU's product ad (its budget is not this SKU's).
 */
const skuWith = (type: AmountIncreaseType, amount: number, max: number) =>
  snapshotOf({
    settings: settingsOf({ seasonality: budgetSeason(type, amount, max) }),
    campaigns: [
      campaignOf("c-mig", { role: null }),
      campaignOf("c-mig2", { role: null }),
      campaignOf("c-auto", { role: "AUTO", targetingType: "AUTO" }),
      campaignOf("c-shared", { role: null, sharedWithOtherSkus: true }),
    ],
  });
const run = (snapshot: SkuSnapshot, localTime: string) =>
  seasonalBudgetRule.propose(inputOf(snapshot, laClock(localTime)));
const runAt = (snapshot: SkuSnapshot, time: string) => applyAll(snapshot, run(snapshot, time), laClock(time));
const budgets = (snapshot: SkuSnapshot) => snapshot.campaigns.map((c) => `${c.campaignId} ${c.budgetCents}`);

describe("seasonal budget: increase daily budget at time of year", () => {
  it("does nothing before From", () => {
    expect(run(skuWith("$", 10, 80), "2026-11-30T23:00")).toEqual([]);
  });

  it("$: from From, each migrated campaign of this SKU alone gets + the amount (Skupilot's campaigns are the split's, a shared one is left alone)", () => {
    const changes = run(skuWith("$", 10, 80), "2026-12-01T00:00");
    expect(summary(changes)).toEqual(["c-mig 5000→6000", "c-mig2 5000→6000"]);
    expect(changes[0]).toMatchObject({
      rule: "SEASONAL_BUDGET",
      kind: "SET_BUDGET",
      entityType: "CAMPAIGN",
      reason:
        "Seasonal budget 2026-12-01 to 2026-12-24 (today 2026-12-01): +$10.00 on the pre-season $50.00 = $60.00 (max $80.00); budget $50.00 → $60.00",
    });
  });

  it("$ at its minimum of $0.01 raises by a cent", () => {
    expect(summary(run(skuWith("$", 0.01, 80), "2026-12-01T00:00"))).toEqual([
      "c-mig 5000→5001",
      "c-mig2 5000→5001",
    ]);
  });

  it("%: + the percentage of the pre-season budget (1 % and 100 %, the setting's bounds)", () => {
    expect(summary(run(skuWith("%", 20, 80), "2026-12-01T00:00"))).toEqual([
      "c-mig 5000→6000",
      "c-mig2 5000→6000",
    ]);
    expect(summary(run(skuWith("%", 1, 80), "2026-12-01T00:00"))).toEqual([
      "c-mig 5000→5050",
      "c-mig2 5000→5050",
    ]);
    expect(summary(run(skuWith("%", 100, 200), "2026-12-01T00:00"))).toEqual([
      "c-mig 5000→10000",
      "c-mig2 5000→10000",
    ]);
  });

  it("capped at the setting's max daily budget, and says so", () => {
    const changes = run(skuWith("$", 50, 80), "2026-12-01T00:00");
    expect(summary(changes)).toEqual(["c-mig 5000→8000", "c-mig2 5000→8000"]);
    expect(changes[0]?.reason).toContain(
      "+$50.00 on the pre-season $50.00 = $100.00, capped at the max $80.00",
    );
  });

  it("never lowers a budget already at or above the max (down to the max's minimum of $1)", () => {
    expect(run(skuWith("$", 10, 40), "2026-12-01T00:00")).toEqual([]);
    expect(run(skuWith("$", 10, 50), "2026-12-01T00:00")).toEqual([]);
    expect(run(skuWith("%", 100, 1), "2026-12-01T00:00")).toEqual([]);
  });

  it("raises once: later runs in the season change nothing", () => {
    const raised = runAt(skuWith("%", 20, 80), "2026-12-01T00:00");
    expect(run(raised, "2026-12-01T01:00")).toEqual([]);
    expect(run(runAt(raised, "2026-12-10T09:00"), "2026-12-24T23:00")).toEqual([]);
  });

  it("restores the pre-season budget at the first run after To, then rests", () => {
    const raised = runAt(skuWith("%", 20, 80), "2026-12-01T00:00");
    const changes = run(raised, "2026-12-25T00:00");
    expect(summary(changes)).toEqual(["c-mig 6000→5000", "c-mig2 6000→5000"]);
    expect(changes[0]?.reason).toBe(
      "Seasonal budget 2026-12-01 to 2026-12-24 is over (today 2026-12-25); back to the pre-season $50.00; budget $60.00 → $50.00",
    );
    const restored = applyAll(raised, changes, laClock("2026-12-25T00:00"));
    expect(budgets(restored)).toEqual(["c-mig 5000", "c-mig2 5000", "c-auto 5000", "c-shared 5000"]);
    expect(run(restored, "2026-12-26T00:00")).toEqual([]);
  });

  it("a new amount mid-season is measured from the pre-season budget, not the raised one", () => {
    const raised = runAt(skuWith("%", 20, 80), "2026-12-01T00:00");
    const moreNow = { ...raised, settings: settingsOf({ seasonality: budgetSeason("%", 30, 80) }) };
    expect(summary(run(moreNow, "2026-12-05T00:00"))).toEqual(["c-mig 6000→6500", "c-mig2 6000→6500"]);
  });

  it("a budget the seller changed during the season is theirs: not raised again, not restored after", () => {
    const raised = runAt(skuWith("%", 20, 80), "2026-12-01T00:00");
    const edited = {
      ...raised,
      campaigns: raised.campaigns.map((c) => (c.campaignId === "c-mig2" ? { ...c, budgetCents: 5500 } : c)),
    };
    expect(run(edited, "2026-12-02T00:00")).toEqual([]);
    expect(summary(run(edited, "2026-12-25T00:00"))).toEqual(["c-mig 6000→5000"]);
  });

  it("a raise the seller undid stays undone for the season", () => {
    const raised = runAt(skuWith("%", 20, 80), "2026-12-01T00:00");
    const undone = {
      ...raised,
      campaigns: raised.campaigns.map((c) => ({ ...c, budgetCents: 5000 })),
      history: raised.history.map((change) => ({ ...change, status: "UNDONE" as const })),
    };
    expect(run(undone, "2026-12-02T00:00")).toEqual([]);
    expect(run(undone, "2026-12-25T00:00")).toEqual([]);
  });

  it("switched off mid-season: puts the pre-season budget back", () => {
    const raised = runAt(skuWith("$", 10, 80), "2026-12-01T00:00");
    const off = { ...raised, settings: settingsOf({ seasonality: budgetSeason("$", 10, 80, false) }) };
    expect(seasonalBudgetRule.isEnabled(off.settings)).toBe(false);
    expect(seasonalBudgetRule.restoresWhenOff).toBe(true);
    const changes = run(off, "2026-12-03T00:00");
    expect(summary(changes)).toEqual(["c-mig 6000→5000", "c-mig2 6000→5000"]);
    expect(changes[0]?.reason).toBe(
      "Seasonal budget switched off; back to the pre-season $50.00; budget $60.00 → $50.00",
    );
  });

  it("raises above the SKU's max daily budget (the season's max bounds it) and leaves archived campaigns alone", () => {
    const sku = skuWith("$", 10, 80);
    const archived = {
      ...sku,
      campaigns: sku.campaigns.map((c) =>
        c.campaignId === "c-mig" ? { ...c, state: "ARCHIVED" as const } : c,
      ),
    };
    expect(archived.settings.maxDailyBudgetCents).toBe(5000);
    expect(summary(run(archived, "2026-12-01T00:00"))).toEqual(["c-mig2 5000→6000"]);
  });
});
