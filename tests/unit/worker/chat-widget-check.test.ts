import { describe, expect, it } from "vitest";
import type { ProposedWidget } from "../../../worker/assistant/assistant";
import {
  WIDGET_ROUTE_NAMES,
  widgetCall,
  widgetTargetOf,
} from "../../../worker/contracts/chat/widget-catalogue";
import { checkProposedWidget, withoutWidgetPlace } from "../../../worker/services/chat/widget-check";

const budget = (body: Record<string, unknown> = {}): ProposedWidget => ({
  type: "Campaign",
  action: "UpdateDailyBudget",
  ...widgetCall("campaignDailyBudget", 12, "cmp-1"),
  body,
});

describe("widgetTargetOf", () => {
  it("finds each route of the widget catalogue with the profile and entity its path names", () => {
    expect(widgetTargetOf("PUT", "/api/widget-actions/12/campaigns/cmp-1/daily-budget")).toEqual({
      route: "campaignDailyBudget",
      profileId: 12,
      entityId: "cmp-1",
    });
    for (const route of WIDGET_ROUTE_NAMES) {
      const { method, endpoint } = widgetCall(route, 7, 31);
      expect(widgetTargetOf(method, endpoint), route).toEqual({ route, profileId: 7, entityId: "31" });
    }
  });

  it("refuses another method, a path of no widget route, or one only like it", () => {
    expect(widgetTargetOf("POST", "/api/widget-actions/12/campaigns/cmp-1/daily-budget")).toBeNull();
    expect(widgetTargetOf("PUT", "/api/campaigns/12/cmp-1")).toBeNull();
    expect(widgetTargetOf("PUT", "/api/widget-actions/12/campaigns/cmp-1/daily-budget/")).toBeNull();
    expect(widgetTargetOf("PUT", "/api/widget-actions/012/campaigns/cmp-1/daily-budget")).toBeNull();
    expect(
      widgetTargetOf("PUT", "https://evil.test/api/widget-actions/12/campaigns/cmp-1/daily-budget"),
    ).toBeNull();
    expect(widgetTargetOf("POST", "/api/widget-actions/12/skus/abc/keywords")).toBeNull();
    expect(widgetTargetOf("DELETE", "/api/widget-actions/12/campaigns/cmp-1/state")).toBeNull();
  });
});

describe("checkProposedWidget", () => {
  it("keeps a widget of a widget route, its type, action and fields; messageId is the chat's to set, the engine's label is dropped", () => {
    const check = checkProposedWidget({
      ...budget({ budget: 25, messageId: "x" }),
      name: "Click here to win",
    } as ProposedWidget);
    expect(check).toEqual({
      ok: true,
      target: { route: "campaignDailyBudget", profileId: 12, entityId: "cmp-1" },
      widget: {
        type: "Campaign",
        action: "UpdateDailyBudget",
        method: "PUT",
        endpoint: "/api/widget-actions/12/campaigns/cmp-1/daily-budget",
        body: { budget: 25 },
      },
    });
  });

  it("drops a type or action that is not the route's", () => {
    expect(checkProposedWidget({ ...budget(), action: "UpdateState" }).ok).toBe(false);
    expect(checkProposedWidget({ ...budget(), type: "Keyword" }).ok).toBe(false);
  });

  it("drops a body field the route does not take, or an invalid value", () => {
    expect(checkProposedWidget(budget({ bid: 1 })).ok).toBe(false);
    expect(checkProposedWidget(budget({ budget: 0.5 })).ok).toBe(false);
    expect(checkProposedWidget(budget({ state: "PAUSED" })).ok).toBe(false);
    expect(checkProposedWidget({ ...budget(), body: null as never }).ok).toBe(false);
    expect(checkProposedWidget({ ...budget(), body: [] as never }).ok).toBe(false);
  });

  it("needs ENABLED or PAUSED on the routes that switch a state", () => {
    const pause = {
      type: "Campaign",
      action: "UpdateState",
      ...widgetCall("campaignState", 3, "c"),
    } as const;
    expect(checkProposedWidget({ ...pause, body: {} }).ok).toBe(false);
    expect(checkProposedWidget({ ...pause, body: { state: "ARCHIVED" } }).ok).toBe(false);
    expect(checkProposedWidget({ ...pause, body: { state: "PAUSED" } }).ok).toBe(true);
    const keywords = {
      type: "Keyword",
      action: "UpdateState",
      ...widgetCall("campaignKeywordsState", 3, "c"),
    } as const;
    expect(checkProposedWidget({ ...keywords, body: { state: "ENABLED" } }).ok).toBe(true);
  });

  it("needs every field of a search-term action the seller does not enter; the keyword's bid is entered", () => {
    const negate = {
      type: "NegativeKeyword",
      action: "AddNegativeKeyword",
      ...widgetCall("campaignSearchTermNegatives", 3, "c"),
    } as const;
    const terms = { searchTerms: ["cheap hose"], matchType: "NEGATIVE_EXACT", scope: "CAMPAIGN" };
    expect(checkProposedWidget({ ...negate, body: terms }).ok).toBe(true);
    const { scope: _scope, ...noScope } = terms;
    expect(checkProposedWidget({ ...negate, body: noScope })).toEqual({
      ok: false,
      reason: "scope is missing",
    });
    expect(checkProposedWidget({ ...negate, body: { ...terms, searchTerms: [] } }).ok).toBe(false);
    expect(
      checkProposedWidget({ ...negate, body: { ...terms, searchTerms: Array(51).fill("hose") } }).ok,
    ).toBe(false);
    const harvest = {
      type: "Keyword",
      action: "AddKeyword",
      ...widgetCall("campaignSearchTermKeywords", 3, "c"),
    } as const;
    expect(
      checkProposedWidget({ ...harvest, body: { searchTerms: ["hose reel"], matchType: "EXACT" } }).ok,
    ).toBe(true);
    expect(checkProposedWidget({ ...harvest, body: { matchType: "EXACT", bid: 0.5 } })).toEqual({
      ok: false,
      reason: "searchTerms is missing",
    });
  });
});

describe("withoutWidgetPlace", () => {
  it("takes the {widget} place out of a reply whose widget was dropped", () => {
    expect(withoutWidgetPlace("Raise it:\n\n{widget}")).toBe("Raise it:");
    expect(withoutWidgetPlace("Raise {widget} now")).toBe("Raise  now");
  });
});
