import { describe, expect, it } from "vitest";
import { harvest, keyword, liveKeyword, winner } from "./harvest-fixtures";
import { AUTO, brief, KEYWORD, negativeExact, OWN, termDay } from "./term-fixtures";

describe("search-term expansion: negating the term where it came from", () => {
  it("adds the keyword first and negates nothing in the same run: the term sells until its keyword is live", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    const changes = harvest({ addNegativeToOriginalCampaign: true }, days);
    expect(brief(changes)).toEqual([keyword("orthopedic dog bed", "EXACT", 75)]);
  });

  it("negates the harvested term (exact) in its source ad group once its keyword is live, never in the keyword campaign", () => {
    const days = [
      termDay("orthopedic dog bed", AUTO, winner),
      termDay("memory foam dog bed", OWN, winner),
      termDay("dog bed with sides", KEYWORD, winner),
    ];
    const keywords = ["orthopedic dog bed", "memory foam dog bed", "dog bed with sides"].map((text) =>
      liveKeyword(text),
    );
    const changes = harvest({ addNegativeToOriginalCampaign: true }, days, { keywords });
    expect(brief(changes)).toEqual([
      negativeExact("orthopedic dog bed", AUTO),
      negativeExact("memory foam dog bed", OWN),
    ]);
    expect(changes[0]?.reason).toBe(
      "“orthopedic dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 30 days in Auto campaign, harvested into Keyword campaign → negative exact in Auto campaign",
    );
  });

  it("negates nothing without the option", () => {
    const changes = harvest({ addNegativeToOriginalCampaign: false }, [
      termDay("orthopedic dog bed", AUTO, winner),
    ]);
    expect(changes.map((change) => change.kind)).toEqual(["ADD_KEYWORD"]);
  });

  it("negates a term the keyword campaign already holds, and no negative twice", () => {
    const keywords = [{ ...liveKeyword("Orthopedic Dog Bed", "k1"), bidCents: 90 }];
    const days = [termDay("orthopedic dog bed", AUTO, winner), termDay("memory foam dog bed", AUTO, winner)];
    const negatives = [{ ...AUTO, keywordText: "memory foam dog bed", matchType: "NEGATIVE_EXACT" as const }];
    const changes = harvest({ addNegativeToOriginalCampaign: true }, days, { keywords, negatives });
    expect(brief(changes)).toEqual([
      keyword("memory foam dog bed", "EXACT", 75),
      negativeExact("orthopedic dog bed", AUTO),
    ]);
  });
});
