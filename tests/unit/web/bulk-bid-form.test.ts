import { describe, expect, it } from "vitest";
import { type BidChoice, bidChangeOf } from "../../../web/src/components/bulk-bids/bulk-bid-form";
import { type BidSubject, planBidRow } from "../../../worker/services/sku-targets/bulk-bids/plan-bid-row";

/** The bulk bid edit's form (issue 33): each choice and amount read as the API's change, or the message shown. */
describe("bidChangeOf", () => {
  const changes: [BidChoice, string, unknown][] = [
    ["SET", "0.75", { kind: "SET_BID", amount: 0.75 }],
    ["RAISE_AMOUNT", "0.1", { kind: "ADD_BID", amount: 0.1 }],
    ["LOWER_AMOUNT", "0.25", { kind: "ADD_BID", amount: -0.25 }],
    ["RAISE_PERCENT", "10", { kind: "PERCENT_BID", percent: 10 }],
    ["LOWER_PERCENT", "10", { kind: "PERCENT_BID", percent: -10 }],
  ];
  for (const [choice, text, change] of changes) {
    it(`reads ${choice} '${text}'`, () => expect(bidChangeOf(choice, text)).toEqual({ change }));
  }

  const errors: [BidChoice, string, string][] = [
    ["SET", "", "Required"],
    ["SET", "abc", "Required"],
    ["SET", "0.01", "Min value - $0.02"],
    ["SET", "1001", "Max value - $1,000"],
    ["SET", "0.505", "Must be in steps of $0.01"],
    ["RAISE_AMOUNT", "0", "Must be more than 0"],
    ["LOWER_AMOUNT", "1001", "Max value - $1,000"],
    ["RAISE_PERCENT", "501", "Max value - 500%"],
    ["LOWER_PERCENT", "91", "Max value - 90%"],
    ["LOWER_PERCENT", "10.005", "At most two decimals"],
  ];
  for (const [choice, text, error] of errors) {
    it(`refuses ${choice} '${text}': ${error}`, () => expect(bidChangeOf(choice, text)).toEqual({ error }));
  }
});

/** One row of the bulk bid edit's plan: the same refusals the preview shows, in the profile's currency. */
describe("planBidRow", () => {
  const subject: BidSubject = {
    kind: "KEYWORD",
    id: "k1",
    name: "yoga mat (Exact)",
    campaignId: "c1",
    state: "ENABLED",
    bidCents: 100,
    defaultBidCents: 50,
    boosted: false,
    sku: { sku: "MAT-1", bidMinCents: 20, bidMaxCents: 300 },
  };
  const lower = (percent: number) => ({ kind: "PERCENT_BID" as const, percent: -percent });

  it("lowers 10 % to the cent", () => {
    expect(planBidRow({ ...subject, bidCents: 125 }, lower(10), "USD")).toMatchObject({
      before: 1.25,
      after: 1.13,
      status: "READY",
    });
  });

  it("writes Amazon's and the SKU's limits in the marketplace's currency", () => {
    expect(planBidRow(subject, { kind: "SET_BID", amount: 5 }, "GBP").reason).toBe(
      "Over MAT-1's Max Bid of £3.00",
    );
    expect(planBidRow({ ...subject, sku: null }, { kind: "ADD_BID", amount: -0.99 }, "EUR").reason).toBe(
      "Under Amazon's minimum bid of €0.02",
    );
    expect(planBidRow({ ...subject, sku: null }, { kind: "ADD_BID", amount: 999.5 }, "USD").reason).toBe(
      "Over Amazon's maximum bid of $1,000.00",
    );
  });

  it("refuses a row without a bid to change, except a bid set outright", () => {
    const bare = { ...subject, bidCents: null, defaultBidCents: null };
    expect(planBidRow(bare, lower(10), "USD")).toMatchObject({
      status: "REFUSED",
      reason: "It has no bid to change: set a bid instead",
    });
    expect(planBidRow(bare, { kind: "SET_BID", amount: 1 }, "USD").status).toBe("READY");
  });
});
