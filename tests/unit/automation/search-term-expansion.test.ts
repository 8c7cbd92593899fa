import { describe, expect, it } from "vitest";
import { RULES } from "../../../worker/automation/rules";
import type { KeywordSnapshot, SearchTermDay } from "../../../worker/automation/rules/rule-input";
import { proposeHarvest, searchTermExpansion } from "../../../worker/automation/rules/search-term-expansion";
import {
  AUTO,
  brief,
  harvestSettings,
  input,
  KEYWORD,
  OWN,
  PRODUCT,
  pastChange,
  snapshot,
  termDay,
} from "./term-fixtures";

/** 4 orders, ROAS 5.2, CTR 0.9 %, conversion 4.44 %. */
const winner = { impressions: 10000, clicks: 90, spendCents: 1000, salesCents: 5200, orders: 4, units: 4 };

const harvest = (
  settings: Parameters<typeof harvestSettings>[0],
  searchTermDays: SearchTermDay[],
  overrides = {},
  extra = {},
) =>
  proposeHarvest(
    input({ searchTermExpansion: harvestSettings(settings) }, { searchTermDays, ...overrides }, extra),
  );

const keyword = (text: string, matchType: "EXACT" | "PHRASE" | "BROAD", bidCents: number) => ({
  kind: "ADD_KEYWORD",
  campaignId: KEYWORD.campaignId,
  adGroupId: KEYWORD.adGroupId,
  text,
  matchType,
  bidCents,
});

const negativeExact = (text: string, place: { campaignId: string; adGroupId: string }) => ({
  kind: "ADD_NEGATIVE_KEYWORD",
  campaignId: place.campaignId,
  adGroupId: place.adGroupId,
  text,
  matchType: undefined,
  bidCents: undefined,
});

describe("search-term expansion: winning terms become keywords", () => {
  it("adds a winning term of the auto campaign to the keyword campaign at the exact bid, with its numbers", () => {
    const changes = harvest({}, [termDay("Orthopedic Dog Bed", AUTO, winner)]);
    expect(brief(changes)).toEqual([keyword("orthopedic dog bed", "EXACT", 75)]);
    expect(changes[0]).toMatchObject({ rule: "SEARCH_TERM_EXPANSION", skuId: 7, entityType: "KEYWORD" });
    expect(changes[0]?.reason).toBe(
      "“orthopedic dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 30 days in Auto campaign → exact keyword at $0.75",
    );
  });

  it("adds only the match types with a bid, each at its own bid in cents", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(brief(harvest({ exactKeywordBidPrice: null, broadKeywordBidPrice: 0.45 }, days))).toEqual([
      keyword("orthopedic dog bed", "BROAD", 45),
    ]);
    expect(
      brief(
        harvest(
          { exactKeywordBidPrice: 1.15, phraseKeywordBidPrice: 0.58, broadKeywordBidPrice: 0.02 },
          days,
        ),
      ),
    ).toEqual([
      keyword("orthopedic dog bed", "EXACT", 115),
      keyword("orthopedic dog bed", "PHRASE", 58),
      // $0.02 is under the SKU's Min Bid of $0.20: launched at it.
      keyword("orthopedic dog bed", "BROAD", 20),
    ]);
  });

  it("launches every keyword inside the SKU's [Min Bid, Max Bid], saying which limit it was brought to", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    const changes = harvest({ exactKeywordBidPrice: 4.5, phraseKeywordBidPrice: 0.1 }, days);
    expect(brief(changes)).toEqual([
      keyword("orthopedic dog bed", "EXACT", 300),
      keyword("orthopedic dog bed", "PHRASE", 20),
    ]);
    expect(changes.map((change) => change.reason.split(" → ")[1])).toEqual([
      "exact keyword at $3.00 (your exact bid $4.50, brought to your Max Bid)",
      "phrase keyword at $0.20 (your phrase bid $0.10, brought to your Min Bid)",
    ]);
  });

  it("keeps ROAS between min and max, both included", () => {
    // ROAS 5.2 exactly.
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(harvest({ roasMin: 5.2 }, days)).toHaveLength(1);
    expect(harvest({ roasMin: 5.21 }, days)).toEqual([]);
    expect(harvest({ roasMin: 1, roasMax: 5.2 }, days)).toHaveLength(1);
    expect(harvest({ roasMin: 1, roasMax: 5.19 }, days)).toEqual([]);
  });

  it("needs at least the minimum orders", () => {
    const days = [termDay("orthopedic dog bed", AUTO, winner)];
    expect(harvest({ ordersMin: 4 }, days)).toHaveLength(1);
    expect(harvest({ ordersMin: 5 }, days)).toEqual([]);
  });

  it("needs a CTR and a conversion strictly higher than given, and names the conversion it judged", () => {
    const days = [termDay("orthopedic dog bed", AUTO, { ...winner, clicks: 100, orders: 5 })];
    // CTR 1 %, conversion 5 %.
    expect(harvest({ ctrHigherThan: 1 }, days)).toEqual([]);
    expect(harvest({ ctrHigherThan: 0.9 }, days)).toHaveLength(1);
    expect(harvest({ conversionHigherThan: 5 }, days)).toEqual([]);
    const changes = harvest({ conversionHigherThan: 4.9 }, days);
    expect(changes[0]?.reason).toBe(
      "“orthopedic dog bed”: 5 orders, ROAS 5.2, CTR 1 %, conversion 5 % over 30 days in Auto campaign → exact keyword at $0.75",
    );
  });

  it("sums the look-back only: the days before today", () => {
    const half = { ...winner, orders: 2, salesCents: 2600, spendCents: 500, clicks: 45, impressions: 5000 };
    const days = [
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-18" }),
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-17" }),
      termDay("orthopedic dog bed", AUTO, { ...half, date: "2026-11-25" }),
    ];
    expect(harvest({ ordersMin: 3, lookBackPeriod: 7 }, days)).toEqual([]);
    expect(harvest({ ordersMin: 3, lookBackPeriod: 8 }, days)[0]?.reason).toBe(
      "“orthopedic dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 8 days in Auto campaign → exact keyword at $0.75",
    );
  });
});

describe("search-term expansion: where winners come from", () => {
  const days = [termDay("orthopedic dog bed", AUTO, winner), termDay("memory foam dog bed", OWN, winner)];

  it("with the pull option on, also harvests the seller's other campaigns advertising the SKU", () => {
    expect(brief(harvest({}, days))).toEqual([
      keyword("orthopedic dog bed", "EXACT", 75),
      keyword("memory foam dog bed", "EXACT", 75),
    ]);
    expect(harvest({}, [termDay("memory foam dog bed", OWN, winner)])[0]?.reason).toBe(
      "“memory foam dog bed”: 4 orders, ROAS 5.2, CTR 0.9 % over 30 days in campaign “My dog beds” → exact keyword at $0.75",
    );
  });

  it("with it off, reads the auto campaign only", () => {
    expect(brief(harvest({ pullWinningFromOtherCampaigns: false }, days))).toEqual([
      keyword("orthopedic dog bed", "EXACT", 75),
    ]);
  });

  it("as the API stores the pull option off (its two flags only), harvests nothing", () => {
    const stored = { pullWinningFromOtherCampaigns: false, addNegativeToOriginalCampaign: true };
    const base = snapshot().settings;
    expect(searchTermExpansion.isEnabled({ ...base, searchTermExpansion: stored })).toBe(false);
    expect(proposeHarvest(input({ searchTermExpansion: stored }, { searchTermDays: days }))).toEqual([]);
    expect(searchTermExpansion.isEnabled({ ...base, searchTermExpansion: harvestSettings() })).toBe(true);
    expect(searchTermExpansion.isEnabled(base)).toBe(false);
  });

  it("keeps to the keyword length a seller may add, 3 to 100 characters", () => {
    const days = [
      termDay("tv", AUTO, winner),
      termDay("bed", AUTO, winner),
      termDay("x".repeat(101), AUTO, winner),
    ];
    expect(brief(harvest({}, days))).toEqual([keyword("bed", "EXACT", 75)]);
  });

  it("ignores terms of campaigns that are not the SKU's", () => {
    const elsewhere = { campaignId: "c-elsewhere", adGroupId: "ag-elsewhere" };
    expect(harvest({}, [termDay("orthopedic dog bed", elsewhere, winner)])).toEqual([]);
  });
});

const liveKeyword = (keywordText: string, keywordId = `k-${keywordText}`): KeywordSnapshot => ({
  keywordId,
  ...KEYWORD,
  keywordText,
  matchType: "EXACT",
  state: "ENABLED",
  bidCents: 75,
});

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
    const keywords: KeywordSnapshot[] = [
      {
        keywordId: "k1",
        ...KEYWORD,
        keywordText: "Orthopedic Dog Bed",
        matchType: "EXACT",
        state: "ENABLED",
        bidCents: 90,
      },
    ];
    const days = [termDay("orthopedic dog bed", AUTO, winner), termDay("memory foam dog bed", AUTO, winner)];
    const negatives = [{ ...AUTO, keywordText: "memory foam dog bed", matchType: "NEGATIVE_EXACT" as const }];
    const changes = harvest({ addNegativeToOriginalCampaign: true }, days, { keywords, negatives });
    expect(brief(changes)).toEqual([
      keyword("memory foam dog bed", "EXACT", 75),
      negativeExact("orthopedic dog bed", AUTO),
    ]);
  });
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
    const targets = [
      {
        targetId: "t1",
        ...PRODUCT,
        expressionType: "MANUAL" as const,
        expression: [{ type: "ASIN_SAME_AS", value: "B07H8Q3JH1" }],
        state: "ENABLED" as const,
        bidCents: 75,
      },
    ];
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
    const targets = [
      {
        targetId: "t1",
        ...PRODUCT,
        expressionType: "MANUAL" as const,
        expression: [{ type: "ASIN_SAME_AS", value: "B07H8Q3JH1" }],
        state: "PAUSED" as const,
        bidCents: 60,
      },
    ];
    expect(harvest({}, [asinDay], { targets })).toEqual([]);
  });
});

describe("search-term expansion: no duplicates", () => {
  const days = [termDay("orthopedic dog bed", AUTO, winner)];
  const allBids = { exactKeywordBidPrice: 0.75, phraseKeywordBidPrice: 0.6, broadKeywordBidPrice: 0.5 };

  it("skips a match type the keyword campaign already has, whatever the case or state, and adds the others", () => {
    const keywords: KeywordSnapshot[] = [
      {
        keywordId: "k1",
        ...KEYWORD,
        keywordText: "ORTHOPEDIC dog bed",
        matchType: "PHRASE",
        state: "ARCHIVED",
        bidCents: 60,
      },
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

describe("search-term expansion: when it adds nothing", () => {
  const days = [termDay("orthopedic dog bed", AUTO, winner)];

  it("at the ad limit (a new keyword raises spend)", () => {
    expect(harvest({ addNegativeToOriginalCampaign: true }, days, {}, { adLimitReached: true })).toEqual([]);
  });

  it("without a keyword campaign to add to, and then negates nothing either", () => {
    const campaigns = snapshot().campaigns.filter((campaign) => campaign.role !== "KEYWORD");
    expect(harvest({ addNegativeToOriginalCampaign: true }, days, { campaigns })).toEqual([]);
  });
});

describe("rule registry", () => {
  it("holds both search-term rules", () => {
    expect(RULES.map((definition) => definition.rule)).toEqual(
      expect.arrayContaining(["NEGATIVE_OPTIMIZATION", "SEARCH_TERM_EXPANSION"]),
    );
  });
});
