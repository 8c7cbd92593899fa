import { describe, expect, it } from "vitest";
import type { KeywordSnapshot } from "../../../worker/automation/rules/rule-input";
import { harvest, keyword, liveKeyword, winner } from "./harvest-fixtures";
import { AUTO, brief, KEYWORD, negativeExact, OWN, pastChange, termDay } from "./term-fixtures";

describe("search-term expansion: no duplicates", () => {
  const days = [termDay("orthopedic dog bed", AUTO, winner)];
  const allBids = { exactKeywordBidPrice: 0.75, phraseKeywordBidPrice: 0.6, broadKeywordBidPrice: 0.5 };

  it("skips a match type the keyword campaign already has, whatever the case or state, and adds the others", () => {
    const keywords: KeywordSnapshot[] = [
      { ...liveKeyword("ORTHOPEDIC dog bed", "k1"), matchType: "PHRASE", state: "ARCHIVED", bidCents: 60 },
    ];
    expect(brief(harvest(allBids, days, { keywords }))).toEqual([
      keyword("orthopedic dog bed", "EXACT", 75),
      keyword("orthopedic dog bed", "BROAD", 50),
    ]);
  });

  it("does not add what it added before unless that change failed", () => {
    const [first] = harvest({}, days);
    if (!first) throw new Error("expected a keyword");
    expect(harvest({}, days, { history: [pastChange(first, "APPLIED")] })).toEqual([]);
    expect(harvest({}, days, { history: [pastChange(first, "FAILED")] })).toHaveLength(1);
  });

  it("adds a term winning in two campaigns once, and once it is live negates it in both", () => {
    const twice = [termDay("orthopedic dog bed", AUTO, winner), termDay("orthopedic dog bed", OWN, winner)];
    expect(brief(harvest({ addNegativeToOriginalCampaign: true }, twice))).toEqual([
      keyword("orthopedic dog bed", "EXACT", 75),
    ]);
    const keywords = [liveKeyword("orthopedic dog bed")];
    expect(brief(harvest({ addNegativeToOriginalCampaign: true }, twice, { keywords }))).toEqual([
      negativeExact("orthopedic dog bed", AUTO),
      negativeExact("orthopedic dog bed", OWN),
    ]);
  });

  it("does not negate at the source while the term's keyword is paused: nothing else would catch its shoppers", () => {
    const keywords = [{ ...liveKeyword("orthopedic dog bed"), state: "PAUSED" as const }];
    expect(harvest({ addNegativeToOriginalCampaign: true }, days, { keywords })).toEqual([]);
  });

  it("adds nothing the keyword campaign itself negates", () => {
    const negatives = [
      { ...KEYWORD, keywordText: "orthopedic dog bed", matchType: "NEGATIVE_EXACT" as const },
    ];
    expect(harvest({ addNegativeToOriginalCampaign: true }, days, { negatives })).toEqual([]);
  });
});
