import { describe, expect, it } from "vitest";
import { recogniseInConversation } from "../../../worker/assistant/analyst/follow-up";
import { type IntentKind, recogniseIntent } from "../../../worker/assistant/analyst/intent";

const TODAY = "2026-11-28";
const kindOf = (text: string) => recogniseIntent(text, TODAY).intent.kind;

// Several phrasings per intent, and phrasings that look close but must go elsewhere.
const PHRASINGS: Record<IntentKind, string[]> = {
  wastedSpend: [
    "Where am I wasting money?",
    "show me wasted spend last 14 days",
    "Which clicks had no orders?",
    "spend without sales this month",
    "what is not converting",
    "How much did I spend on clicks that didn't convert?",
  ],
  bestSearchTerms: [
    "What are my best search terms?",
    "top search terms last 7 days",
    "Which queries are winning?",
  ],
  worstSearchTerms: [
    "worst search terms",
    "Which search terms perform poorly? show the bad ones",
    "lowest performing terms this week",
  ],
  termsToHarvest: [
    "Which search terms should I harvest?",
    "search terms to add as keywords",
    "converting terms that are not keywords yet",
    "Which keywords should I add?",
    "find me new keywords",
  ],
  termsToNegate: [
    "Which search terms should I negate?",
    "terms to add as negative keywords with more than 20 clicks",
    "what should I exclude?",
  ],
  budgetCapped: [
    "Which campaigns are budget capped?",
    "campaigns limited by budget",
    "Which campaigns ran out of budget yesterday?",
    "who is hitting their budget",
  ],
  performance: [
    "What is my ACOS by campaign?",
    "ROAS by SKU for last 30 days",
    "how are my campaigns doing",
    "show performance of sku DOG-BED-L",
    "How much did I spend this month?",
    "total ad spend last 7 days",
  ],
  comparePeriods: [
    "Compare this week with last week",
    "last 7 days vs the previous period",
    "how did sales change compared to the month before",
  ],
  automationChanges: [
    "What did the automation change this week?",
    "show me what Skupilot did yesterday",
    "automation history last 30 days",
  ],
  whyBidChanged: [
    "Why did the bid of “dog bed” change?",
    "why was my bid lowered on keyword orthopedic dog bed",
    "Why are the bids lower?",
  ],
  campaignState: [
    "Pause campaign 'Dog Beds – Auto'",
    "enable the Summer Sale campaign",
    "please resume campaign Winter Boots",
    "turn off the “Cat Toys” campaign",
  ],
  raiseBudget: [
    "Raise the budget of 'Dog Beds – Auto' to $50",
    "increase budget for campaign Summer Sale by $10",
    "bump the budget of the Cat Toys campaign by 20%",
    "lower the budget of 'Dog Beds – Auto' to $10",
  ],
  setBid: [
    "Set the bid of 'dog bed' to $1.20",
    "change the bid for keyword orthopedic dog bed to 0.95",
    "update bid",
  ],
  explainSetting: [
    "What is target ROAS?",
    "Explain bid optimization",
    "how does negative optimisation work?",
    "what does search term expansion do",
    "explain target bid expansion",
    "What is day parting?",
    "tell me about seasonality",
    "how does keyword boost work",
  ],
  unknown: [
    "hello",
    "What's the weather in Paris?",
    "write me a poem",
    "how many employees does Amazon have",
  ],
};

describe("recogniseIntent", () => {
  for (const [kind, phrasings] of Object.entries(PHRASINGS))
    for (const text of phrasings)
      it(`“${text}” → ${kind}`, () => {
        expect(kindOf(text)).toBe(kind);
      });

  it("does not take a question about a setting for an action, nor an action for an explanation", () => {
    expect(kindOf("Set the bid of 'negative optimisation' to $1")).toBe("setBid");
    expect(kindOf("What is negative optimisation?")).toBe("explainSetting");
    expect(kindOf("Why did the automation lower my bid on 'dog bed'?")).toBe("whyBidChanged");
    expect(kindOf("What did the automation pause?")).toBe("automationChanges");
    expect(kindOf("Which campaigns hit their budget?")).toBe("budgetCapped");
    expect(kindOf("best search terms by ACOS")).toBe("bestSearchTerms");
    expect(kindOf("compare ACOS with the previous period")).toBe("comparePeriods");
    expect(kindOf("how do I boost the budget of 'Dog Beds'?")).toBe("raiseBudget");
  });
});

describe("the parameters of a question", () => {
  it("reads date ranges against the marketplace's today", () => {
    const range = (text: string) => {
      const { intent } = recogniseIntent(text, TODAY);
      return "range" in intent ? intent.range : undefined;
    };
    expect(range("wasted spend last 7 days")).toMatchObject({ from: "2026-11-22", to: "2026-11-28" });
    expect(range("wasted spend over the past 14 days")).toMatchObject({
      from: "2026-11-15",
      to: "2026-11-28",
    });
    expect(range("wasted spend last 30 days")).toMatchObject({ from: "2026-10-30", to: "2026-11-28" });
    expect(range("wasted spend this month")).toMatchObject({ from: "2026-11-01", to: "2026-11-28" });
    expect(range("wasted spend yesterday")).toMatchObject({ from: "2026-11-27", to: "2026-11-27" });
    expect(range("wasted spend last 2 weeks")).toMatchObject({ from: "2026-11-15", to: "2026-11-28" });
    expect(range("wasted spend this week")).toMatchObject({ from: "2026-11-23", to: "2026-11-28" });
    // Defaults: 30 days for figures, 7 for budgets, changes and comparisons.
    expect(range("wasted spend")).toMatchObject({ from: "2026-10-30", to: "2026-11-28" });
    expect(range("which campaigns are budget capped")).toMatchObject({
      from: "2026-11-22",
      to: "2026-11-28",
    });
  });

  it("reads campaign names, amounts and states", () => {
    expect(recogniseIntent("Raise the budget of 'Dog Beds – Auto' to $50", TODAY).intent).toEqual({
      kind: "raiseBudget",
      campaign: "Dog Beds – Auto",
      amount: 50,
    });
    expect(recogniseIntent("increase budget for campaign Summer Sale by $10", TODAY).intent).toEqual({
      kind: "raiseBudget",
      campaign: "Summer Sale",
      amount: 10,
      by: "amount",
    });
    expect(recogniseIntent("bump the budget of the Cat Toys campaign by 20%", TODAY).intent).toEqual({
      kind: "raiseBudget",
      campaign: "Cat Toys",
      amount: 20,
      by: "percent",
    });
    expect(recogniseIntent("cut the budget of 'Dog Beds' by $5", TODAY).intent).toEqual({
      kind: "raiseBudget",
      campaign: "Dog Beds",
      amount: -5,
      by: "amount",
    });
    expect(recogniseIntent("reduce budget for campaign Summer Sale by 10%", TODAY).intent).toMatchObject({
      amount: -10,
      by: "percent",
    });
    expect(recogniseIntent("pause campaign Winter Boots", TODAY).intent).toEqual({
      kind: "campaignState",
      state: "PAUSED",
      campaign: "Winter Boots",
    });
    expect(recogniseIntent("enable the Summer Sale campaign", TODAY).intent).toEqual({
      kind: "campaignState",
      state: "ENABLED",
      campaign: "Summer Sale",
    });
  });

  it("reads the keyword and bid of a bid question", () => {
    expect(recogniseIntent("Set the bid of 'dog bed' to $1.20", TODAY).intent).toEqual({
      kind: "setBid",
      keyword: "dog bed",
      bid: 1.2,
    });
    expect(recogniseIntent("change the bid for keyword orthopedic dog bed to 0.95", TODAY).intent).toEqual({
      kind: "setBid",
      keyword: "orthopedic dog bed",
      bid: 0.95,
    });
    expect(
      recogniseIntent("Set the bid of “dog bed” in “Dog Beds – Keywords” to $1.20", TODAY).intent,
    ).toEqual({
      kind: "setBid",
      keyword: "dog bed",
      campaign: "Dog Beds – Keywords",
      bid: 1.2,
    });
    expect(
      recogniseIntent("set the bid of keyword dog bed in campaign Summer Sale to 0.9", TODAY).intent,
    ).toEqual({
      kind: "setBid",
      keyword: "dog bed",
      campaign: "Summer Sale",
      bid: 0.9,
    });
    expect(
      recogniseIntent("why was my bid lowered on keyword orthopedic dog bed", TODAY).intent,
    ).toMatchObject({
      kind: "whyBidChanged",
      keyword: "orthopedic dog bed",
    });
  });

  it("reads a clicks threshold, a SKU and a marketplace", () => {
    expect(recogniseIntent("terms to negate with more than 20 clicks", TODAY).intent).toMatchObject({
      minClicks: 20,
    });
    expect(recogniseIntent("Which search terms should I negate?", TODAY).intent).toMatchObject({
      minClicks: 10,
    });
    expect(recogniseIntent("ACOS of sku DOG-BED-L", TODAY).intent).toMatchObject({
      by: "sku",
      sku: "DOG-BED-L",
    });
    expect(recogniseIntent("wasted spend in Germany", TODAY).country).toBe("DE");
    expect(recogniseIntent("wasted spend on amazon.co.uk", TODAY).country).toBe("UK");
    expect(recogniseIntent("wasted spend in the US", TODAY).country).toBe("US");
    // "in", "it" and "de" are words, not marketplaces, unless written as codes.
    expect(recogniseIntent("is it wasted in de facto terms", TODAY).country).toBeUndefined();
  });
});

describe("follow-up questions", () => {
  const history = (...texts: string[]) => texts.map((text) => ({ sender: "USER" as const, text }));

  it("repeat the previous question with the marketplace or period they name", () => {
    expect(
      recogniseInConversation("and in Germany?", history("Where am I wasting money?"), TODAY),
    ).toMatchObject({
      intent: { kind: "wastedSpend", range: { from: "2026-10-30", to: "2026-11-28" } },
      country: "DE",
    });
    expect(
      recogniseInConversation(
        "what about the last 7 days",
        history("Which campaigns are budget capped in the UK?"),
        TODAY,
      ),
    ).toEqual({
      intent: {
        kind: "budgetCapped",
        range: { from: "2026-11-22", to: "2026-11-28", label: "the last 7 days" },
      },
      country: "UK",
    });
  });

  it("leave a new question, or one with no earlier question, as it is", () => {
    expect(
      recogniseInConversation("Which search terms should I negate?", history("wasted spend"), TODAY).intent
        .kind,
    ).toBe("termsToNegate");
    expect(recogniseInConversation("and in Germany?", [], TODAY).intent.kind).toBe("unknown");
    expect(recogniseInConversation("hello there", history("wasted spend"), TODAY).intent.kind).toBe(
      "unknown",
    );
    expect(
      recogniseInConversation("and in Germany?", [{ sender: "AI", text: "Where am I wasting money?" }], TODAY)
        .intent.kind,
    ).toBe("unknown");
  });
});
