import { describe, expect, it } from "vitest";
import { harvest, winner } from "./harvest-fixtures";
import { AUTO, snapshot, termDay } from "./term-fixtures";

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
