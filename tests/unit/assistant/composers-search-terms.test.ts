/** The analyst's answers about wasted spend and search terms, composed from the tools' rows. */
import { describe, expect, it } from "vitest";
import { composeBestSearchTerms } from "../../../worker/assistant/analyst/intents/best-search-terms";
import { composeTermsToHarvest } from "../../../worker/assistant/analyst/intents/terms-to-harvest";
import { composeTermsToNegate } from "../../../worker/assistant/analyst/intents/terms-to-negate";
import { composeWastedSpend } from "../../../worker/assistant/analyst/intents/wasted-spend";
import { composeWorstSearchTerms } from "../../../worker/assistant/analyst/intents/worst-search-terms";
import type { WastedSpendRow } from "../../../worker/assistant/assistant";
import { expectWidgetPlaced, RANGE, term } from "./support/composer-fixtures";

describe("composeWastedSpend", () => {
  const waste = (overrides: Partial<WastedSpendRow>): WastedSpendRow => ({
    profileId: 1,
    currency: "USD",
    campaignId: "c1",
    campaignName: "Dog Beds – Auto",
    managed: true,
    dailyBudget: 25,
    terms: 3,
    clicks: 40,
    spend: 60,
    topTerms: [],
    ...overrides,
  });

  it("sums per currency, lists the campaigns and proposes the worst managed campaign's budget", () => {
    const reply = composeWastedSpend({
      range: RANGE,
      campaigns: [
        waste({ campaignId: "own", campaignName: "Seller's own", managed: false, spend: 90 }),
        waste({ topTerms: [{ term: "cheap dog bed", clicks: 20, spend: 15.5 }] }),
        waste({
          profileId: 2,
          currency: "EUR",
          campaignId: "d1",
          campaignName: "Hundebetten",
          spend: 12.3,
          topTerms: [{ term: "b0abcdefgh", clicks: 1, spend: 12.3 }],
        }),
      ],
    });
    expect(reply.text).toContain("€12.30 and $150.00");
    expect(reply.text).toContain("| Seller's own | $90.00 | 40 | 3 |");
    expect(reply.text).toContain(
      "- “cheap dog bed” in Dog Beds – Auto: $15.50, 20 clicks\n- “B0ABCDEFGH” in Hundebetten: €12.30, 1 click",
    );
    // $60 over 30 days is $2 a day: $25 − $2 = $23 suggested.
    expect(reply.text).toContain("about $2.00 a day");
    expect(reply.widget).toEqual({
      type: "Campaign",
      action: "UpdateDailyBudget",
      method: "PUT",
      endpoint: "/api/widget-actions/1/campaigns/c1/daily-budget",
      body: { budget: 23 },
    });
    expectWidgetPlaced(reply);
  });

  it("proposes nothing for the seller's own campaigns, and says when nothing is wasted", () => {
    const own = composeWastedSpend({ range: RANGE, campaigns: [waste({ managed: false })] });
    expect(own.widget).toBeUndefined();
    expectWidgetPlaced(own);
    expect(composeWastedSpend({ range: RANGE, campaigns: [] }).text).toContain("No wasted spend");
  });
});

describe("search term answers", () => {
  it("best: a table of terms by sales with their ACOS", () => {
    const reply = composeBestSearchTerms({
      range: RANGE,
      terms: [term("orthopedic dog bed", { sales: 200, spend: 40, orders: 5, acos: 20, roas: 5 })],
    });
    expect(reply.text).toContain(
      "| orthopedic dog bed | Dog Beds – Auto | $40.00 | $200.00 | 20.0 % | 5.00 | 5 | 20 |",
    );
    expect(reply.widget).toBeUndefined();
  });

  it("worst: negates the worst term without orders in its managed campaign, never an ASIN", () => {
    const reply = composeWorstSearchTerms({
      range: RANGE,
      terms: [term("b0abcdefgh"), term("free dog bed"), term("dog bed", { orders: 1, sales: 5, acos: 310 })],
    });
    expect(reply.text).toContain("“free dog bed” cost $15.50");
    expect(reply.widget).toMatchObject({
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      endpoint: "/api/widget-actions/1/campaigns/c1/negative-keywords",
      method: "POST",
      body: { negativeKeywords: ["free dog bed"] },
    });
    expectWidgetPlaced(reply);
  });

  it("harvest: converting terms not yet keywords, no widget where no campaign takes the table's actions", () => {
    const reply = composeTermsToHarvest({
      range: RANGE,
      terms: [term("dog bed xl", { orders: 2, sales: 60 })],
    });
    expect(reply.text).toContain("| dog bed xl |");
    expect(composeTermsToHarvest({ range: RANGE, terms: [] }).text).toContain("Nothing to harvest");
  });

  it("negate: the campaign with the most such spend gets its terms prefilled", () => {
    const reply = composeTermsToNegate({
      range: RANGE,
      minClicks: 10,
      terms: [
        term("cat bed", { spend: 30, campaignId: "c2", campaignName: "Cat", managed: false }),
        term("dog mat", { spend: 20 }),
        term("dog rug", { spend: 10 }),
        term("b0abcdefgh", { spend: 9 }),
      ],
    });
    expect(reply.text).toContain("4 search terms to negate");
    expect(reply.text).toContain("$69.00 spent");
    expect(reply.widget?.body).toEqual({ negativeKeywords: ["dog mat", "dog rug"] });
    expect(reply.widget?.endpoint).toBe("/api/widget-actions/1/campaigns/c1/negative-keywords");
    expectWidgetPlaced(reply);
  });

  it("negate: a campaign that takes the search-term table's actions gets its Negate, the terms negative exact there", () => {
    const reply = composeTermsToNegate({
      range: RANGE,
      minClicks: 10,
      terms: [
        term("dog mat", { spend: 20, termActions: true }),
        term("dog rug", { spend: 10, termActions: true }),
      ],
    });
    expect(reply.widget).toEqual({
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      method: "POST",
      endpoint: "/api/widget-actions/1/campaigns/c1/search-term-negatives",
      body: { searchTerms: ["dog mat", "dog rug"], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" },
    });
    expectWidgetPlaced(reply);
  });

  it("harvest: the best typed term whose campaign takes the table's actions gets Add as keyword, the bid left to the seller", () => {
    const reply = composeTermsToHarvest({
      range: RANGE,
      terms: [
        term("b0abcdefgh", { orders: 3, sales: 90, termActions: true }),
        term("dog bed xl", { orders: 2, sales: 60, termActions: true }),
      ],
    });
    expect(reply.text).toContain("Add “dog bed xl” as an exact keyword of its SKU now");
    expect(reply.widget).toEqual({
      type: "Keyword",
      action: "AddKeyword",
      method: "POST",
      endpoint: "/api/widget-actions/1/campaigns/c1/search-term-keywords",
      body: { searchTerms: ["dog bed xl"], matchType: "EXACT" },
    });
    expectWidgetPlaced(reply);
  });
});
