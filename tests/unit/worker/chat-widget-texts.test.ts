/**
 * Issue 32, M2: the chat writes each widget's label and confirmation from the route, the entity's
 * stored name and the values, as plain one-line text, capped; one test a route of the catalogue.
 */
import { describe, expect, it } from "vitest";
import { WIDGET_ROUTE_NAMES, type WidgetRoute } from "../../../worker/contracts/chat/widget-catalogue";
import {
  SUBJECT_NAME_MAX,
  widgetConfirmationOf,
  widgetEffect,
  widgetLabelOf,
} from "../../../worker/contracts/chat/widget-texts";

const hose = { name: "Garden Hose – Auto", currency: "USD" };

const texts = (route: WidgetRoute, body: Record<string, unknown>, subject = hose) => {
  const effect = widgetEffect(route, subject, body);
  return { label: widgetLabelOf(effect), confirmation: widgetConfirmationOf(effect) };
};

const tested = new Set<WidgetRoute>();
const route = (name: WidgetRoute) => {
  tested.add(name);
  return name;
};

describe("a widget's label and confirmation, route by route", () => {
  it("Campaign UpdateState names the campaign and its new state", () => {
    expect(texts(route("campaignState"), { state: "PAUSED" })).toEqual({
      label: 'Pause campaign "Garden Hose – Auto"',
      confirmation:
        'Pause campaign "Garden Hose – Auto". Its state becomes Paused: its ads stop showing until it is enabled again.',
    });
    expect(texts("campaignState", { state: "ENABLED" })).toEqual({
      label: 'Enable campaign "Garden Hose – Auto"',
      confirmation: 'Enable campaign "Garden Hose – Auto". Its state becomes Enabled: its ads show again.',
    });
  });

  it("Campaign UpdateDailyBudget names the campaign and the amount in the profile's currency", () => {
    expect(texts(route("campaignDailyBudget"), { budget: 25 })).toEqual({
      label: 'Set the daily budget of campaign "Garden Hose – Auto" to $25.00',
      confirmation: 'Set the daily budget of campaign "Garden Hose – Auto" to $25.00.',
    });
    expect(texts("campaignDailyBudget", { budget: 12.5 }, { name: "Tee", currency: "GBP" }).label).toBe(
      'Set the daily budget of campaign "Tee" to £12.50',
    );
    expect(texts("campaignDailyBudget", {}).label).toBe(
      'Set the daily budget of campaign "Garden Hose – Auto"',
    );
  });

  it("NegativeKeyword AddNegativeKeyword counts and names the terms: three in the label, all in the confirmation", () => {
    expect(texts(route("campaignNegativeKeywords"), { negativeKeywords: ["a", "b", "c"] })).toEqual({
      label: 'Add 3 negative exact keywords to campaign "Garden Hose – Auto": a, b, c',
      confirmation: 'Add 3 negative exact keywords to campaign "Garden Hose – Auto": a, b, c.',
    });
    const five = texts("campaignNegativeKeywords", { negativeKeywords: ["a", "b", "c", "d", "e"] });
    expect(five.label).toBe(
      'Add 5 negative exact keywords to campaign "Garden Hose – Auto": a, b, c and 2 more',
    );
    expect(five.confirmation).toBe(
      'Add 5 negative exact keywords to campaign "Garden Hose – Auto": a, b, c, d, e.',
    );
    expect(texts("campaignNegativeKeywords", { negativeKeywords: ["free"] }).label).toBe(
      'Add 1 negative exact keyword to campaign "Garden Hose – Auto": free',
    );
    expect(texts("campaignNegativeKeywords", {}).label).toBe(
      'Add negative exact keywords to campaign "Garden Hose – Auto"',
    );
  });

  it("NegativeProductTarget AddNegativeProductTarget names the ASINs", () => {
    expect(
      texts(route("campaignNegativeProductTargets"), { negativeProductTargets: ["B0AAAAAAAA"] }),
    ).toEqual({
      label: 'Add 1 negative product target to campaign "Garden Hose – Auto": B0AAAAAAAA',
      confirmation: 'Add 1 negative product target to campaign "Garden Hose – Auto": B0AAAAAAAA.',
    });
  });

  it("Keyword UpdateState names the state, the campaign and the keywords", () => {
    expect(
      texts(route("campaignKeywordsState"), { state: "PAUSED", keywords: ["hose", "hose reel"] }),
    ).toEqual({
      label: 'Pause 2 keywords of campaign "Garden Hose – Auto": hose, hose reel',
      confirmation: 'Pause 2 keywords of campaign "Garden Hose – Auto": hose, hose reel.',
    });
    expect(texts("campaignKeywordsState", { state: "ENABLED" }).label).toBe(
      'Enable keywords of campaign "Garden Hose – Auto"',
    );
  });

  it("ProductTarget UpdateState names the state, the campaign and the ASINs", () => {
    expect(
      texts(route("campaignProductTargetsState"), { state: "ENABLED", productTargets: ["B0AAAAAAAA"] }),
    ).toEqual({
      label: 'Enable 1 product target of campaign "Garden Hose – Auto": B0AAAAAAAA',
      confirmation: 'Enable 1 product target of campaign "Garden Hose – Auto": B0AAAAAAAA.',
    });
  });

  it("Keyword UpdateBid names the keyword's stored text, its campaign and the bid", () => {
    const keyword = { name: "garden hose", currency: "USD", campaign: "Garden Hose – Exact" };
    expect(texts(route("keywordBid"), { bid: 1.2 }, keyword)).toEqual({
      label: 'Set the bid of keyword "garden hose" in campaign "Garden Hose – Exact" to $1.20',
      confirmation: 'Set the bid of keyword "garden hose" in campaign "Garden Hose – Exact" to $1.20.',
    });
  });

  it("ProductTarget UpdateBid names the target's ASIN and the bid", () => {
    expect(texts(route("productTargetBid"), { bid: 0.75 }, { name: "B0BBBBBBBB", currency: "EUR" })).toEqual({
      label: 'Set the bid of product target "B0BBBBBBBB" to €0.75',
      confirmation: 'Set the bid of product target "B0BBBBBBBB" to €0.75.',
    });
  });

  it("Keyword AddKeyword names the keyword and the SKU", () => {
    expect(
      texts(route("skuKeyword"), { keywordText: "hose reel" }, { name: "HOSE-25", currency: "USD" }),
    ).toEqual({
      label: 'Add the exact keyword "hose reel" to SKU "HOSE-25"',
      confirmation: 'Add the exact keyword "hose reel" to SKU "HOSE-25".',
    });
    expect(texts("skuKeyword", {}, { name: "HOSE-25", currency: "USD" }).label).toBe(
      'Add an exact keyword to SKU "HOSE-25"',
    );
  });

  it("ProductTarget AddProductTarget names the ASIN and the SKU", () => {
    expect(
      texts(route("skuProductTarget"), { productAsin: "B0CCCCCCCC" }, { name: "HOSE-25", currency: "USD" }),
    ).toEqual({
      label: 'Add the product target B0CCCCCCCC to SKU "HOSE-25"',
      confirmation: 'Add the product target B0CCCCCCCC to SKU "HOSE-25".',
    });
  });

  it("the search-term Negate names the terms, the match type and where: the campaign or every campaign of its SKU", () => {
    expect(
      texts(route("campaignSearchTermNegatives"), {
        searchTerms: ["cheap hose", "hose repair"],
        matchType: "NEGATIVE_PHRASE",
        scope: "CAMPAIGN",
      }),
    ).toEqual({
      label: 'Negate 2 search terms (phrase) in campaign "Garden Hose – Auto": cheap hose, hose repair',
      confirmation:
        'Negate 2 search terms (phrase) in campaign "Garden Hose – Auto": cheap hose, hose repair. Searches that match them stop showing its ads there.',
    });
    expect(
      texts("campaignSearchTermNegatives", {
        searchTerms: ["cheap hose"],
        matchType: "NEGATIVE_EXACT",
        scope: "SKU",
      }).label,
    ).toBe(
      'Negate 1 search term (exact) in every campaign of the SKU of campaign "Garden Hose – Auto": cheap hose',
    );
  });

  it("the search-term Add as keyword names the terms, the match type and the bid in the profile's currency", () => {
    expect(
      texts(route("campaignSearchTermKeywords"), {
        searchTerms: ["hose reel"],
        matchType: "PHRASE",
        bid: 0.45,
      }),
    ).toEqual({
      label:
        'Add 1 search term as a phrase keyword of the SKU of campaign "Garden Hose – Auto" at $0.45: hose reel',
      confirmation:
        'Add 1 search term as a phrase keyword of the SKU of campaign "Garden Hose – Auto" at $0.45: hose reel.',
    });
  });

  it("covers every route of the widget catalogue", () => {
    expect([...tested].sort()).toEqual([...WIDGET_ROUTE_NAMES].sort());
  });
});

describe("names and values are stored text", () => {
  it("caps a long name with an ellipsis and puts it on one line", () => {
    const long = { name: `Click\nhere **to** win ${"x".repeat(100)}`, currency: "USD" };
    const { label } = texts("campaignState", { state: "PAUSED" }, long);
    const quoted = /"(.*)"/.exec(label)?.[1] ?? "";
    expect([...quoted]).toHaveLength(SUBJECT_NAME_MAX);
    expect(quoted.startsWith("Click here **to** win x")).toBe(true);
    expect(quoted.endsWith("…")).toBe(true);
    expect(label).not.toContain("\n");
  });

  it("cuts each value in a label to 40 characters, never in the confirmation", () => {
    const term = `free ${"garden ".repeat(10)}`.trim();
    const { label, confirmation } = texts("campaignNegativeKeywords", { negativeKeywords: [term] });
    expect(label).toContain(`: ${term.slice(0, 39)}…`);
    expect(confirmation).toContain(`: ${term}.`);
  });
});
