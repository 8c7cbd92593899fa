import { describe, expect, it } from "vitest";
import type { ApplyBatch } from "../../../worker/automation/apply-batches";
import {
  AD_LIMIT_REFUSAL,
  allowedPart,
  NO_PLAN_REFUSAL,
  type SendAllowance,
} from "../../../worker/automation/send-allowance";
import type { ChangeAction } from "../../../worker/contracts/automation/change";

const bid = (id: number, fromCents: number, toCents: number) => ({
  id,
  action: { kind: "SET_BID", entityType: "KEYWORD", entityId: `k${id}`, fromCents, toCents } as ChangeAction,
});
/** One call's rows: a raise, a cut, a raise; each item names its row. */
const call: ApplyBatch<ReturnType<typeof bid>> = {
  kind: "keywords",
  verb: "update",
  rows: [bid(1, 50, 60), bid(2, 50, 40), bid(3, 50, 70)],
  items: ["item 1", "item 2", "item 3"],
};
const split = (allowance: SendAllowance) => {
  const { batch, refused } = allowedPart(call, allowance);
  return { ids: batch.rows.map((row) => row.id), items: batch.items, refused };
};

describe("what the seller's account lets one call to Amazon send", () => {
  it("sends the whole call while the seller is in their plan and under their ad limit", () => {
    expect(split("ALL")).toEqual({ ids: [1, 2, 3], items: ["item 1", "item 2", "item 3"], refused: [] });
  });

  it("at the ad limit sends only what lowers spend, each item with its row, and says why for the rest", () => {
    expect(split("LOWER_SPEND_ONLY")).toEqual({
      ids: [2],
      items: ["item 2"],
      refused: [
        { id: 1, error: AD_LIMIT_REFUSAL },
        { id: 3, error: AD_LIMIT_REFUSAL },
      ],
    });
  });

  it("without a trial or live subscription sends nothing, and says why for each", () => {
    expect(split("NOTHING")).toEqual({
      ids: [],
      items: [],
      refused: [1, 2, 3].map((id) => ({ id, error: NO_PLAN_REFUSAL })),
    });
  });
});
