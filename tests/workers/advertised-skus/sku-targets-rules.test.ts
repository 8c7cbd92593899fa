import { describe, expect, it } from "vitest";
import { recommendedKeywordsOf } from "../../../worker/services/sku-keywords/recommended";
import { placementsAfter } from "../../../worker/services/sku-targets/placements";

describe("placement flags on the campaign's adjustments (spec 001 §5: they raise it to 200%)", () => {
  it("raises a lower adjustment to 200%, keeps a higher one, and clears to 0% when no target keeps the flag", () => {
    const current = [
      { placement: "PLACEMENT_TOP", percentage: 50 },
      { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 350 },
    ];
    expect(placementsAfter(current, { PLACEMENT_TOP: true, PLACEMENT_PRODUCT_PAGE: true })).toEqual([
      { placement: "PLACEMENT_TOP", percentage: 200 },
      { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 350 },
    ]);
    expect(placementsAfter(current, { PLACEMENT_TOP: false, PLACEMENT_PRODUCT_PAGE: undefined })).toEqual([
      { placement: "PLACEMENT_TOP", percentage: 0 },
      { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 350 },
    ]);
    expect(placementsAfter([], { PLACEMENT_PRODUCT_PAGE: true })).toEqual([
      { placement: "PLACEMENT_PRODUCT_PAGE", percentage: 200 },
    ]);
  });
});

describe("recommended keywords as the screen shows them", () => {
  it("scores relevance 100 down, competition against the highest exact bid, flags advertised texts in any case", () => {
    const list = [
      { keyword: "steel bottle", searchVolume: 900, bidInfo: [{ matchType: "EXACT", bid: 2 }] },
      { keyword: "water flask", bidInfo: [{ matchType: "BROAD", bid: 0.5 }] },
      { keyword: "gym bottle", searchVolume: 40, bidInfo: [{ matchType: "EXACT", bid: 0.5 }] },
    ];
    expect(recommendedKeywordsOf(list, new Set(["water flask"]))).toEqual([
      {
        keyword: "steel bottle",
        searchVolume: 900,
        relativeScore: 100,
        competitionIndex: 100,
        isAdvertised: false,
      },
      {
        keyword: "water flask",
        searchVolume: null,
        relativeScore: 67,
        competitionIndex: null,
        isAdvertised: true,
      },
      {
        keyword: "gym bottle",
        searchVolume: 40,
        relativeScore: 33,
        competitionIndex: 25,
        isAdvertised: false,
      },
    ]);
  });
});
