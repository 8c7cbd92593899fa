import { describe, expect, it } from "vitest";
import type { Profile } from "../../../worker/assistant/analyst/answer-context";
import { composeAutomationChanges } from "../../../worker/assistant/analyst/intents/automation-changes";
import { composeBestSearchTerms } from "../../../worker/assistant/analyst/intents/best-search-terms";
import { composeBudgetCapped } from "../../../worker/assistant/analyst/intents/budget-capped";
import { composeCampaignState } from "../../../worker/assistant/analyst/intents/campaign-state";
import { composeCompare } from "../../../worker/assistant/analyst/intents/compare-periods";
import { composeExplainSetting } from "../../../worker/assistant/analyst/intents/explain-setting";
import { composePerformance } from "../../../worker/assistant/analyst/intents/performance";
import { composeRaiseBudget, newBudget } from "../../../worker/assistant/analyst/intents/raise-budget";
import { composeSetBid } from "../../../worker/assistant/analyst/intents/set-bid";
import { composeTermsToHarvest } from "../../../worker/assistant/analyst/intents/terms-to-harvest";
import { composeTermsToNegate } from "../../../worker/assistant/analyst/intents/terms-to-negate";
import { composeUnknown } from "../../../worker/assistant/analyst/intents/unknown";
import { composeWastedSpend } from "../../../worker/assistant/analyst/intents/wasted-spend";
import { composeWhyBid } from "../../../worker/assistant/analyst/intents/why-bid-changed";
import { composeWorstSearchTerms } from "../../../worker/assistant/analyst/intents/worst-search-terms";
import { SETTINGS, type SettingKey } from "../../../worker/assistant/analyst/settings-glossary";
import type {
  AssistantReply,
  AutomationChangeRow,
  CampaignRow,
  FigureRow,
  WastedSpendRow,
} from "../../../worker/assistant/assistant";

const RANGE = { from: "2026-10-30", to: "2026-11-28", label: "the last 30 days" };
const US: Profile = {
  id: 1,
  name: "Seller US",
  countryCode: "US",
  currency: "USD",
  timezone: "America/Los_Angeles",
};
const DE: Profile = {
  id: 2,
  name: "Seller DE",
  countryCode: "DE",
  currency: "EUR",
  timezone: "Europe/Berlin",
};

function term(name: string, overrides: Partial<FigureRow> = {}): FigureRow {
  return {
    level: "searchTerm",
    profileId: 1,
    currency: "USD",
    id: name,
    name,
    campaignId: "c1",
    campaignName: "Dog Beds – Auto",
    managed: true,
    impressions: 1000,
    clicks: 20,
    spend: 15.5,
    sales: 0,
    orders: 0,
    acos: null,
    roas: null,
    ...overrides,
  };
}

function campaign(overrides: Partial<CampaignRow> = {}): CampaignRow {
  return {
    profileId: 1,
    campaignId: "c1",
    name: "Dog Beds – Auto",
    state: "ENABLED",
    targetingType: "AUTO",
    dailyBudget: 25,
    currency: "USD",
    managed: true,
    daysAtBudget: 0,
    ...overrides,
  };
}

/** The reply's widget sits at its one {widget} placeholder; a reply without a widget has none. */
function expectWidgetPlaced(reply: AssistantReply) {
  const placeholders = reply.text.split("{widget}").length - 1;
  expect(placeholders).toBe(reply.widget ? 1 : 0);
}

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
      name: "Set the daily budget of Dog Beds – Auto",
      method: "PUT",
      endpoint: "/api/widget-actions/1/campaigns/c1/daily-budget",
      body: { dailyBudget: 23 },
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

  it("harvest: converting terms not yet keywords, no widget", () => {
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
});

describe("campaign answers", () => {
  it("budget-capped: days at budget, and a fifth more for the most capped managed campaign", () => {
    const reply = composeBudgetCapped({
      range: RANGE,
      campaigns: [campaign({ daysAtBudget: 4, managed: false, name: "Own" }), campaign({ daysAtBudget: 3 })],
    });
    expect(reply.text).toContain("| Dog Beds – Auto | 3 | $25.00 | ENABLED | yes |");
    expect(reply.widget).toMatchObject({ action: "UpdateDailyBudget", body: { dailyBudget: 30 } });
    expectWidgetPlaced(reply);
  });

  it("pause: an UpdateState widget with the state, none when already paused or not managed", () => {
    const reply = composeCampaignState({ state: "PAUSED", name: "dog beds", campaigns: [campaign()] });
    expect(reply.widget).toEqual({
      type: "Campaign",
      action: "UpdateState",
      name: "Pause Dog Beds – Auto",
      method: "PUT",
      endpoint: "/api/widget-actions/1/campaigns/c1/state",
      body: { state: "PAUSED" },
    });
    expectWidgetPlaced(reply);
    expect(
      composeCampaignState({ state: "PAUSED", name: "x", campaigns: [campaign({ state: "PAUSED" })] }).widget,
    ).toBeUndefined();
    expect(
      composeCampaignState({ state: "ENABLED", name: "x", campaigns: [campaign({ managed: false })] }).text,
    ).toContain("not one of Skupilot's campaigns");
    const several = composeCampaignState({
      state: "ENABLED",
      name: "dog",
      campaigns: [campaign(), campaign({ campaignId: "c2", name: "Dog Toys" })],
    });
    expect(several.text).toContain("Several campaigns match");
    expect(several.widget).toBeUndefined();
  });

  it("raise budget: to, by an amount, by a percentage", () => {
    expect(newBudget(25, 50)).toBe(50);
    expect(newBudget(25, 10, "amount")).toBe(35);
    expect(newBudget(25, 20, "percent")).toBe(30);
    expect(newBudget(25, -5, "amount")).toBe(20);
    expect(newBudget(25, -10, "percent")).toBe(22.5);
    const reply = composeRaiseBudget({
      name: "Dog Beds – Auto",
      amount: 10,
      by: "amount",
      campaigns: [campaign()],
    });
    expect(reply.text).toContain("$25.00");
    expect(reply.text).toContain("**$35.00**");
    expect(reply.widget).toMatchObject({
      endpoint: "/api/widget-actions/1/campaigns/c1/daily-budget",
      body: { dailyBudget: 35 },
    });
    expectWidgetPlaced(reply);
    expect(
      composeRaiseBudget({ name: "Dog Beds – Auto", amount: 0.5, campaigns: [campaign()] }).widget,
    ).toBeUndefined();
  });

  it("set a bid: a Keyword UpdateBid widget on the keyword", () => {
    const keyword = term("dog bed", { level: "keyword", id: "k1", bid: 0.8, matchType: "EXACT" });
    const reply = composeSetBid({ keyword: "dog bed", bid: 1.2, entities: [keyword] });
    expect(reply.text).toContain("Its bid is $0.80");
    expect(reply.widget).toEqual({
      type: "Keyword",
      action: "UpdateBid",
      name: "Set the bid of dog bed",
      method: "PUT",
      endpoint: "/api/widget-actions/1/keywords/k1/bid",
      body: { bid: 1.2 },
    });
    expectWidgetPlaced(reply);
    const target = composeSetBid({
      keyword: "b0",
      entities: [term("b0abcdefgh", { level: "target", id: "t1" })],
    });
    expect(target.widget).toMatchObject({
      type: "ProductTarget",
      endpoint: "/api/widget-actions/1/product-targets/t1/bid",
      body: {},
    });
  });
});

describe("figures and history answers", () => {
  it("performance: a row per campaign and each marketplace's totals in its currency", () => {
    const reply = composePerformance({
      range: RANGE,
      by: "campaign",
      rows: [term("Dog Beds – Auto", { level: "campaign", spend: 100, sales: 400, acos: 25, roas: 4 })],
      totals: [
        {
          profile: US,
          currency: "USD",
          impressions: 1,
          clicks: 2,
          spend: 100,
          sales: 400,
          orders: 9,
          acos: 25,
          roas: 4,
        },
        {
          profile: DE,
          currency: "EUR",
          impressions: 1,
          clicks: 2,
          spend: 50,
          sales: 100,
          orders: 3,
          acos: 50,
          roas: 2,
        },
      ],
      profiles: [US, DE],
    });
    expect(reply.text).toContain("| Dog Beds – Auto | US | $100.00 | $400.00 | 25.0 % | 4.00 |");
    expect(reply.text).toContain(
      "**US** (Seller US): spend $100.00, sales $400.00, ACOS 25.0 %, ROAS 4.00, 9 orders",
    );
    expect(reply.text).toContain("**DE** (Seller DE): spend €50.00, sales €100.00, ACOS 50.0 %");
  });

  it("compare: now, before and the change per profile", () => {
    const totals = (spend: number, sales: number) => ({
      currency: "USD",
      impressions: 100,
      clicks: 10,
      spend,
      sales,
      orders: 2,
      acos: (spend / sales) * 100,
      roas: sales / spend,
    });
    const reply = composeCompare({
      range: { from: "2026-11-22", to: "2026-11-28", label: "the last 7 days" },
      previous: { from: "2026-11-15", to: "2026-11-21", label: "the period before" },
      profiles: [{ profile: US, now: totals(110, 440), before: totals(100, 500) }],
    });
    expect(reply.text).toContain("| Spend | $110.00 | $100.00 | +10.0 % |");
    expect(reply.text).toContain("| Sales | $440.00 | $500.00 | -12.0 % |");
    expect(reply.text).toContain("| ACOS | 25.0 % | 20.0 % | +5.0 pts |");
  });

  const change = (overrides: Partial<AutomationChangeRow> = {}): AutomationChangeRow => ({
    profileId: 1,
    at: "2026-11-27T14:00:00.000Z",
    rule: "BID_OPTIMIZATION",
    campaignId: "c1",
    sku: "DOG-BED-L",
    entityType: "KEYWORD",
    entityId: "k1",
    entityName: "dog bed",
    field: "bid",
    from: "1.00",
    to: "0.80",
    reason: "ACOS 35 % over 14 days against a 25 % target; bid $1.00 → $0.80",
    status: "APPLIED",
    ...overrides,
  });

  it("automation changes: counts per rule and the newest with their reasons", () => {
    const reply = composeAutomationChanges({
      range: RANGE,
      changes: [
        change(),
        change({ rule: "NEGATIVE_OPTIMIZATION", field: "negativeKeyword", from: null, to: "free" }),
      ],
      profiles: [US],
    });
    expect(reply.text).toContain("made 2 changes");
    expect(reply.text).toContain("1 by bid optimisation, 1 by negative optimisation");
    expect(reply.text).toContain(
      "| 2026-11-27 14:00 UTC | dog bed (DOG-BED-L) | bid $1.00 → $0.80 | ACOS 35 %",
    );
  });

  it("why a bid changed: the keyword's bid changes with their reasons, and its bid widget", () => {
    const keyword = term("dog bed", { level: "keyword", id: "k1", bid: 0.8 });
    const reply = composeWhyBid({
      range: RANGE,
      keyword: "dog bed",
      entities: [keyword],
      changes: [change()],
      profiles: [US],
    });
    expect(reply.text).toContain("changed the bid of **dog bed** (Dog Beds – Auto) once");
    expect(reply.text).toContain("bid $1.00 → $0.80 by bid optimisation — ACOS 35 %");
    expect(reply.widget).toMatchObject({
      action: "UpdateBid",
      endpoint: "/api/widget-actions/1/keywords/k1/bid",
    });
    expectWidgetPlaced(reply);
    const none = composeWhyBid({
      range: RANGE,
      keyword: "dog bed",
      entities: [keyword],
      changes: [],
      profiles: [US],
    });
    expect(none.text).toContain("did not change the bid");
  });
});

describe("explanations and the unknown", () => {
  it("explains every setting, counting the SKUs that have it on", () => {
    for (const setting of Object.keys(SETTINGS) as SettingKey[])
      expect(composeExplainSetting({ setting, skus: [] }).text).toContain(SETTINGS[setting].title);
    const reply = composeExplainSetting({
      setting: "targetRoas",
      skus: [
        { profileId: 1, sku: "A", name: "A", settings: { targetRoas: 4 } },
        { profileId: 1, sku: "B", name: "B", settings: { targetRoas: null } },
      ],
    });
    expect(reply.text).toContain("ACOS = 100 ÷ ROAS");
    expect(reply.text).toContain("1 of your 2 advertised SKUs has it on: A");
    expect(composeExplainSetting({ setting: "keywordBoost", skus: [] }).text).toContain(
      "50 % each day for up to 5 days",
    );
  });

  it("answers an unknown question honestly with 4 to 6 examples", () => {
    const reply = composeUnknown();
    expect(reply.text).toMatch(/^I can't answer that yet/);
    const examples = reply.text.split("\n").filter((line) => line.startsWith("- "));
    expect(examples.length).toBeGreaterThanOrEqual(4);
    expect(examples.length).toBeLessThanOrEqual(6);
    expect(reply.widget).toBeUndefined();
  });
});
