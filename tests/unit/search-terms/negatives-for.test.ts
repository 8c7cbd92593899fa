import { describe, expect, it } from "vitest";
import { negativesFor } from "../../../worker/services/search-terms/negate-terms";

const manual = { campaignId: "m", targetingType: "MANUAL", adGroupIds: ["g1", "g2"] };

describe("negativesFor: where a negated search term goes in one campaign", () => {
  it("a typed term: one campaign-level negative keyword of the chosen match type", () => {
    expect(negativesFor("red shoes", manual, "NEGATIVE_PHRASE")).toEqual([
      {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId: null,
        keywordText: "red shoes",
        matchType: "NEGATIVE_PHRASE",
      },
    ]);
  });

  it("an ASIN: at the campaign's level in an AUTO campaign, in each live ad group of a MANUAL one, nowhere without one", () => {
    const auto = { campaignId: "a", targetingType: "AUTO", adGroupIds: ["g"] };
    expect(negativesFor("b0abcdefgh", auto, "NEGATIVE_EXACT")).toEqual([
      { kind: "ADD_NEGATIVE_TARGET", entityType: "NEGATIVE_TARGET", adGroupId: null, asin: "B0ABCDEFGH" },
    ]);
    expect(
      negativesFor("b0abcdefgh", manual, "NEGATIVE_EXACT").map((action) =>
        "adGroupId" in action ? action.adGroupId : undefined,
      ),
    ).toEqual(["g1", "g2"]);
    expect(negativesFor("b0abcdefgh", { ...manual, adGroupIds: [] }, "NEGATIVE_EXACT")).toEqual([]);
  });
});
