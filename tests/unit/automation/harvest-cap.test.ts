import { describe, expect, it } from "vitest";
import {
  harvestNowhereText,
  MAX_ADDITIONS_PER_RUN,
  proposeHarvest,
} from "../../../worker/automation/rules/search-term-expansion";
import { AUTO, harvestSettings, input, KEYWORD, snapshot, termDay } from "./term-fixtures";

/** A winning term with `orders` orders (ROAS 5, CTR 1 %). */
const winning = (term: string, orders: number) =>
  termDay(term, AUTO, {
    impressions: 1000,
    clicks: 10,
    spendCents: 100 * orders,
    salesCents: 500 * orders,
    orders,
    units: orders,
  });

const threeBids = { exactKeywordBidPrice: 0.75, phraseKeywordBidPrice: 0.6, broadKeywordBidPrice: 0.5 };

describe("harvesting's per-run cap (issue 29)", () => {
  it(`adds at most ${MAX_ADDITIONS_PER_RUN} keywords a run for a SKU, the terms with most orders first`, () => {
    const days = Array.from({ length: 15 }, (_, index) => winning(`dog bed size ${index + 1}`, index + 1));
    const changes = proposeHarvest(
      input(
        { searchTermExpansion: harvestSettings({ ...threeBids, ordersMin: 1 }) },
        { searchTermDays: days },
      ),
    );
    expect(changes).toHaveLength(MAX_ADDITIONS_PER_RUN);
    const texts = changes.map((change) => ("keywordText" in change ? change.keywordText : ""));
    // 15 orders first, then 14, 13 …: three match types each, the fourth term cut after its first.
    expect(texts.slice(0, 3)).toEqual(["dog bed size 15", "dog bed size 15", "dog bed size 15"]);
    expect(new Set(texts)).toEqual(
      new Set(["dog bed size 15", "dog bed size 14", "dog bed size 13", "dog bed size 12"]),
    );
  });

  it("the next run adds the next best, once the first are in the history", () => {
    const days = Array.from({ length: 12 }, (_, index) => winning(`cat tree ${index + 1}`, index + 1));
    const settings = harvestSettings({ ordersMin: 1 });
    const first = proposeHarvest(input({ searchTermExpansion: settings }, { searchTermDays: days }));
    expect(first).toHaveLength(10);
    const keywords = first.map((change, index) => ({
      keywordId: `k${index}`,
      ...KEYWORD,
      keywordText: "keywordText" in change ? change.keywordText : "",
      matchType: "EXACT" as const,
      state: "ENABLED" as const,
      bidCents: 75,
    }));
    const second = proposeHarvest(
      input({ searchTermExpansion: settings }, { searchTermDays: days, keywords }),
    );
    expect(second.map((change) => ("keywordText" in change ? change.keywordText : ""))).toEqual([
      "cat tree 2",
      "cat tree 1",
    ]);
  });
});

describe("harvesting with nowhere to go (issue 29)", () => {
  const settings = { searchTermExpansion: harvestSettings() };
  const withoutKeywordCampaign = snapshot().campaigns.map((campaign) =>
    campaign.role === "KEYWORD" || campaign.role === "PRODUCT" ? { ...campaign, role: null } : campaign,
  );

  it("says so for a SKU whose campaigns are all migrated (no Keyword campaign of its own), with the way out", () => {
    const { snapshot: migrated } = input(settings, { campaigns: withoutKeywordCampaign });
    expect(harvestNowhereText(migrated)).toBe(
      "Search-term expansion has nowhere to add keywords: this SKU has no Keyword campaign of its own " +
        "(its campaigns are migrated or it is not advertised). Advertise it to build one; winning terms are harvested from the next run.",
    );
  });

  it("says nothing when the SKU has a Keyword campaign, or harvesting is off", () => {
    expect(harvestNowhereText(input(settings).snapshot)).toBeNull();
    expect(
      harvestNowhereText(
        input({ searchTermExpansion: null }, { campaigns: withoutKeywordCampaign }).snapshot,
      ),
    ).toBeNull();
  });
});

describe("harvesting's reason for a campaign younger than its look-back (issue 29)", () => {
  it("says since launch, N days instead of over 30 days", () => {
    const days = [winning("orthopedic dog bed", 2)];
    const launchDates = { [AUTO.campaignId]: "2026-11-22" };
    const [change] = proposeHarvest(
      input({ searchTermExpansion: harvestSettings() }, { searchTermDays: days, launchDates }),
    );
    expect(change?.reason).toBe(
      "“orthopedic dog bed”: 2 orders, ROAS 5, CTR 1 % since launch, 3 days in Auto campaign → exact keyword at $0.75",
    );
  });
});
