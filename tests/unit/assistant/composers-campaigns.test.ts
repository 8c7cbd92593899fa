/** The analyst's answers about campaigns — budgets, state, bids — composed from the tools' rows. */
import { describe, expect, it } from "vitest";
import { composeBudgetCapped } from "../../../worker/assistant/analyst/intents/budget-capped";
import { composeCampaignState } from "../../../worker/assistant/analyst/intents/campaign-state";
import { composeRaiseBudget, newBudget } from "../../../worker/assistant/analyst/intents/raise-budget";
import { composeSetBid } from "../../../worker/assistant/analyst/intents/set-bid";
import { campaign, expectWidgetPlaced, RANGE, term } from "./support/composer-fixtures";

describe("campaign answers", () => {
  it("budget-capped: days at budget, and a fifth more for the most capped managed campaign", () => {
    const reply = composeBudgetCapped({
      range: RANGE,
      campaigns: [campaign({ daysAtBudget: 4, managed: false, name: "Own" }), campaign({ daysAtBudget: 3 })],
    });
    expect(reply.text).toContain("| Dog Beds – Auto | 3 | $25.00 | ENABLED | yes |");
    expect(reply.widget).toMatchObject({ action: "UpdateDailyBudget", body: { budget: 30 } });
    expectWidgetPlaced(reply);
  });

  it("pause: an UpdateState widget with the state, none when already paused or not managed", () => {
    const reply = composeCampaignState({ state: "PAUSED", name: "dog beds", campaigns: [campaign()] });
    expect(reply.widget).toEqual({
      type: "Campaign",
      action: "UpdateState",
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
      body: { budget: 35 },
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
