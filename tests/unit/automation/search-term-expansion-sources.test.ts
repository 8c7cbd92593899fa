import { describe, expect, it } from "vitest";
import { proposeHarvest, searchTermExpansion } from "../../../worker/automation/rules/search-term-expansion";
import { harvest, keyword, winner } from "./harvest-fixtures";
import { AUTO, brief, harvestSettings, input, OWN, snapshot, termDay } from "./term-fixtures";

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
