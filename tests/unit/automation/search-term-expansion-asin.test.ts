import { describe, expect, it } from "vitest";
import { harvest, winner } from "./harvest-fixtures";
import { AUTO, brief, PRODUCT, termDay } from "./term-fixtures";

/** The product campaign's target on the ASIN term. */
const productTarget = (state: "ENABLED" | "PAUSED", bidCents: number) => ({
  targetId: "t1",
  ...PRODUCT,
  expressionType: "MANUAL" as const,
  expression: [{ type: "ASIN_SAME_AS", value: "B07H8Q3JH1" }],
  state,
  bidCents,
});

describe("search-term expansion: ASIN terms", () => {
  const asinDay = termDay("b07h8q3jh1", AUTO, winner);

  it("become product targets in the product campaign at the exact bid, negated as product targets at the source once live", () => {
    const changes = harvest({ addNegativeToOriginalCampaign: true, phraseKeywordBidPrice: 0.5 }, [asinDay]);
    expect(brief(changes)).toEqual([
      {
        kind: "ADD_TARGET",
        campaignId: PRODUCT.campaignId,
        adGroupId: PRODUCT.adGroupId,
        text: "B07H8Q3JH1",
        matchType: undefined,
        bidCents: 75,
      },
    ]);
    expect(changes[0]?.reason).toBe(
      "“B07H8Q3JH1”: 4 orders, ROAS 5.2, CTR 0.9 % over 30 days in Auto campaign → product target at $0.75",
    );
    const targets = [productTarget("ENABLED", 75)];
    const later = harvest({ addNegativeToOriginalCampaign: true }, [asinDay], { targets });
    expect(brief(later)).toEqual([
      {
        kind: "ADD_NEGATIVE_TARGET",
        campaignId: AUTO.campaignId,
        adGroupId: AUTO.adGroupId,
        text: "B07H8Q3JH1",
        matchType: undefined,
        bidCents: undefined,
      },
    ]);
  });

  it("take the phrase bid, else the broad one, when no exact bid is given", () => {
    const [target] = harvest(
      { exactKeywordBidPrice: null, phraseKeywordBidPrice: 0.5, broadKeywordBidPrice: 0.4 },
      [asinDay],
    );
    expect(target).toMatchObject({ kind: "ADD_TARGET", bidCents: 50 });
  });

  it("are not added again when the product campaign targets the ASIN", () => {
    const targets = [productTarget("PAUSED", 60)];
    expect(harvest({}, [asinDay], { targets })).toEqual([]);
  });
});
