import { describe, expect, it } from "vitest";
import { amazonItem } from "../../../worker/automation/amazon-items";
import { applyBatches } from "../../../worker/automation/apply-batches";
import { whyNotApply, whyNotUndo } from "../../../worker/automation/entity-checks";
import { inverseOf } from "../../../worker/automation/inverse";
import type { ChangeAction } from "../../../worker/contracts/automation/change";
import { addKeyword, bid, negative } from "./engine-fixtures";

const rowOf = (change: ChangeAction & { campaignId?: string }, id: number) => ({
  id,
  action: change,
  campaignId: change.campaignId ?? "C1",
});

describe("grouping changes into Amazon calls", () => {
  it("puts each SP kind and verb in its own calls of at most the batch size, in first-seen order", () => {
    const rows = [
      rowOf(bid("K1", 90, 80), 1),
      rowOf(addKeyword("dog bed"), 2),
      rowOf(bid("K2", 90, 80), 3),
      rowOf(bid("K3", 90, 80), 4),
      rowOf(negative("cat", null), 5),
    ];
    const batches = applyBatches(rows, 2);
    expect(batches.map((batch) => [batch.kind, batch.verb, batch.rows.map((row) => row.id)])).toEqual([
      ["keywords", "update", [1, 3]],
      ["keywords", "update", [4]],
      ["keywords", "create", [2]],
      ["campaignNegativeKeywords", "create", [5]],
    ]);
    expect(batches[0]?.items).toEqual([
      { keywordId: "K1", bid: 0.8 },
      { keywordId: "K2", bid: 0.8 },
    ]);
  });

  it("never sends more than Amazon's 1,000 items a call", () => {
    const rows = Array.from({ length: 2500 }, (_, index) => rowOf(bid(`K${index}`, 90, 80), index));
    expect(applyBatches(rows, 5000).map((batch) => batch.items.length)).toEqual([1000, 1000, 500]);
  });

  it("builds each kind's item as Amazon's SP v3 API takes it", () => {
    expect(amazonItem(addKeyword("dog bed"), "C1")).toEqual({
      kind: "keywords",
      verb: "create",
      item: {
        campaignId: "C1",
        adGroupId: "AG1",
        keywordText: "dog bed",
        matchType: "EXACT",
        state: "ENABLED",
        bid: 0.5,
      },
    });
    expect(
      amazonItem(
        { kind: "SET_BUDGET", entityType: "CAMPAIGN", entityId: "C1", fromCents: 1000, toCents: 1250 },
        "C1",
      ),
    ).toEqual({
      kind: "campaigns",
      verb: "update",
      item: { campaignId: "C1", budget: { budget: 12.5, budgetType: "DAILY" } },
    });
    expect(
      amazonItem(
        { kind: "ADD_NEGATIVE_TARGET", entityType: "NEGATIVE_TARGET", adGroupId: "AG1", asin: "B0X" },
        "C1",
      ),
    ).toEqual({
      kind: "negativeTargets",
      verb: "create",
      item: {
        campaignId: "C1",
        adGroupId: "AG1",
        expression: [{ type: "ASIN_SAME_AS", value: "B0X" }],
        state: "ENABLED",
      },
    });
    expect(
      amazonItem({ kind: "ARCHIVE", entityType: "NEGATIVE_KEYWORD", entityId: "N1", adGroupId: null }, "C1"),
    ).toEqual({
      kind: "campaignNegativeKeywords",
      verb: "delete",
      item: "N1",
    });
  });
});

describe("the checks before applying and undoing", () => {
  const change = bid("K1", 92, 78);

  it("sends a change only while the entity holds the `from` the rule saw", () => {
    expect(whyNotApply(change, { state: "ENABLED", bidCents: 92 }, "USD")).toBeNull();
    expect(whyNotApply(change, { state: "ENABLED", bidCents: 85 }, "USD")).toBe(
      "Changed outside Skupilot since planned: the bid is now $0.85.",
    );
    expect(whyNotApply(change, undefined, "USD")).toBe("The keyword is no longer on Amazon.");
    expect(whyNotApply(addKeyword("dog bed"), undefined, "USD")).toBeNull();
  });

  it("undoes a change only while the entity holds what the change set", () => {
    expect(whyNotUndo(change, { state: "ENABLED", bidCents: 78 }, "USD")).toBeNull();
    expect(whyNotUndo(change, { state: "ENABLED", bidCents: 85 }, "USD")).toBe(
      "The bid is now $0.85, changed since; nothing was undone.",
    );
    const pause = {
      kind: "SET_STATE",
      entityType: "CAMPAIGN",
      entityId: "C1",
      from: "ENABLED",
      to: "PAUSED",
    } as const;
    expect(whyNotUndo(pause, { state: "ENABLED" }, "USD")).toBe(
      "The campaign is now ENABLED, changed since; nothing was undone.",
    );
    expect(whyNotUndo(addKeyword("dog bed"), { state: "ARCHIVED" }, "USD")).toBe(
      "The keyword is no longer on Amazon; nothing was undone.",
    );
  });

  it("writes the amounts of these messages in the profile's currency", () => {
    expect(whyNotApply(change, { state: "ENABLED", bidCents: 85 }, "GBP")).toBe(
      "Changed outside Skupilot since planned: the bid is now £0.85.",
    );
    const budget = {
      kind: "SET_BUDGET",
      entityType: "CAMPAIGN",
      entityId: "C1",
      fromCents: 5000,
      toCents: 4000,
    } as const;
    expect(whyNotUndo(budget, { state: "ENABLED", budgetCents: 123456 }, "EUR")).toBe(
      "The daily budget is now €1,234.56, changed since; nothing was undone.",
    );
  });

  it("reverses a bid, state or budget, and archives what an addition created", () => {
    expect(inverseOf(change, null)).toMatchObject({ kind: "SET_BID", fromCents: 78, toCents: 92 });
    expect(inverseOf(addKeyword("dog bed"), "K9")).toEqual({
      kind: "ARCHIVE",
      entityType: "KEYWORD",
      entityId: "K9",
      adGroupId: "AG1",
    });
    expect(inverseOf(addKeyword("dog bed"), null)).toBeNull();
    expect(
      inverseOf({ kind: "ARCHIVE", entityType: "KEYWORD", entityId: "K9", adGroupId: "AG1" }, null),
    ).toBeNull();
  });
});
