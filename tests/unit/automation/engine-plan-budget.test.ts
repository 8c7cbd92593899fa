import { describe, expect, it } from "vitest";
import { changeKeyOf, targetOf } from "../../../worker/automation/change-key";
import {
  budgetLeft,
  budgetShare,
  cursorFor,
  PLAN_BUDGET,
  skusToPlan,
  targetOfChangeKey,
} from "../../../worker/automation/plan-budget";
import type { ProposedChange } from "../../../worker/contracts/automation/change";

const budget = { skus: 4, entities: 5000, wallMs: 60_000 };
const skus = (...ids: number[]) => ids.map((skuId) => ({ skuId }));

describe("an invocation's planning budget", () => {
  it("lets another group in while the SKUs, the keywords and targets and the wall time are all under it", () => {
    expect(budgetLeft(budget, { skus: 2, entities: 4000, startedMs: 0 }, 59_999)).toBe(true);
  });

  it("is used up by the SKUs, by the keywords and targets, or by the wall time, each alone", () => {
    expect(budgetLeft(budget, { skus: 4, entities: 0, startedMs: 0 }, 0)).toBe(false);
    expect(budgetLeft(budget, { skus: 1, entities: 5000, startedMs: 0 }, 0)).toBe(false);
    expect(budgetLeft(budget, { skus: 1, entities: 0, startedMs: 1000 }, 61_000)).toBe(false);
  });

  it("plans 16,000 keywords and targets an invocation by default: 8 SKUs of 2,000 (bench:automation's)", () => {
    let used = { skus: 0, entities: 0, startedMs: 0 };
    let groups = 0;
    do {
      used = { ...used, skus: used.skus + 2, entities: used.entities + 4000 };
      groups += 1;
    } while (budgetLeft(PLAN_BUDGET, used, 0));
    expect(used).toMatchObject({ skus: 8, entities: 16_000 });
    expect(groups).toBe(4);
  });
});

describe("the share of each automation message in a batch", () => {
  it("is the budget split between the batch's automation messages (up to 4 share an invocation)", () => {
    expect(budgetShare(PLAN_BUDGET, 1)).toEqual(PLAN_BUDGET);
    expect(budgetShare(PLAN_BUDGET, 4)).toEqual({ skus: 12, entities: 4000, wallMs: 15_000 });
  });

  it("never falls to nothing", () => {
    expect(budgetShare({ skus: 1, entities: 1, wallMs: 10 }, 4)).toMatchObject({ skus: 1, entities: 1 });
    expect(budgetShare(PLAN_BUDGET, 0)).toEqual(PLAN_BUDGET);
  });
});

describe("the SKUs an invocation plans", () => {
  it("are those after the cursor, in id order, at most the budget's count", () => {
    expect(skusToPlan(skus(9, 3, 5, 7, 1, 11), 3, 3)).toEqual(skus(5, 7, 9));
  });

  it("start at the first SKU without a cursor, and are none after the last", () => {
    expect(skusToPlan(skus(2, 1), null, 50)).toEqual(skus(1, 2));
    expect(skusToPlan(skus(1, 2), 2, 50)).toEqual([]);
  });

  it("are at least one whatever the budget, so every invocation moves on", () => {
    expect(skusToPlan(skus(1, 2), null, 0)).toEqual(skus(1));
  });
});

describe("where an invocation starts", () => {
  it("goes on after the stored SKU when the cursor is its run's", () => {
    expect(cursorFor("2026-11-25T11", { planRunKey: "2026-11-25T11", planAfterSkuId: 7 })).toBe(7);
  });

  it("starts afresh for a new hour, a Run now, or no cursor", () => {
    const stored = { planRunKey: "2026-11-25T11", planAfterSkuId: 7 };
    expect(cursorFor("2026-11-25T12", stored)).toBeNull();
    expect(cursorFor("2026-11-25T11:now-1764068400000", stored)).toBeNull();
    expect(cursorFor("2026-11-25T11", { planRunKey: null, planAfterSkuId: null })).toBeNull();
  });
});

describe("the (entity, field) of a stored change key", () => {
  const base = { rule: "BID_OPTIMIZATION", skuId: 1, campaignId: "C1", reason: "r" } as const;
  const changes: ProposedChange[] = [
    { ...base, kind: "SET_BID", entityType: "KEYWORD", entityId: "K1", fromCents: 90, toCents: 80 },
    {
      ...base,
      rule: "NEGATIVE_OPTIMIZATION",
      kind: "ADD_NEGATIVE_KEYWORD",
      entityType: "NEGATIVE_KEYWORD",
      adGroupId: null,
      keywordText: "red: dog bowl",
    } as ProposedChange,
  ];

  it("is the target the planner keeps once per run, colons in the text included", () => {
    for (const change of changes) {
      expect(targetOfChangeKey(changeKeyOf(change))).toBe(targetOf(change, change.campaignId));
    }
  });
});
