import { describe, expect, it } from "vitest";
import { bidProblem } from "../../../web/src/components/search-terms/bid-problem";
import { byText, termMarkLines } from "../../../web/src/components/search-terms/term-marks-text";

describe("the search-term row's marks", () => {
  it("names who made a negative or keyword", () => {
    expect(byText({ actor: "SELLER", rule: null })).toBe("by you");
    expect(byText({ actor: "ASSISTANT", rule: null })).toBe("by the assistant");
    expect(byText({ actor: "AUTOMATION", rule: "NEGATIVE_OPTIMIZATION" })).toBe(
      "by the automation (negative optimization)",
    );
    expect(byText(null)).toBe("");
  });

  it("says where the term is negated and harvested", () => {
    expect(
      termMarkLines({
        negatedHere: { matchType: "NEGATIVE_PHRASE", by: { actor: "SELLER", rule: null } },
        negatedElsewhere: {
          campaignIds: ["a", "b"],
          by: { actor: "AUTOMATION", rule: "SEARCH_TERM_EXPANSION" },
        },
        harvested: { matchTypes: ["EXACT", "BROAD"], by: null },
      }),
    ).toEqual([
      { tone: "negated", text: "Negated here (phrase) by you" },
      { tone: "negated", text: "Negated in 2 other campaigns by the automation (search term expansion)" },
      { tone: "harvested", text: "Keyword (exact, broad)" },
    ]);
    expect(
      termMarkLines({
        negatedHere: null,
        negatedElsewhere: { campaignIds: ["a"], by: null },
        harvested: null,
      }),
    ).toEqual([{ tone: "negated", text: "Negated in 1 other campaign" }]);
  });
});

describe("the Add as keyword bid", () => {
  const limits = { bidMin: 0.2, bidMax: 3, bids: { EXACT: 1, PHRASE: 1, BROAD: 1 } };
  it("is required and within the SKU's Min and Max Bid, in the words the API answers", () => {
    expect(bidProblem("", limits, "USD")).toBe("Required");
    expect(bidProblem("abc", limits, "USD")).toBe("Required");
    expect(bidProblem("3.5", limits, "USD")).toBe(
      "Must be between $0.20 and $3.00, the SKU's Min and Max Bid",
    );
    expect(bidProblem("0.45", limits, "USD")).toBeNull();
  });
});
