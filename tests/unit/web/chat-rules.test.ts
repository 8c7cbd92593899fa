import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { campaignReadsKey } from "../../../web/src/api/campaign-key";
import { queryKeys } from "../../../web/src/api/query-keys";
import { advertisedSkuKey } from "../../../web/src/features/advertised-skus/details/api/advertised-sku-query";
import { campaignDetailKey } from "../../../web/src/features/campaign/api/campaign-queries";
import { endpointRequestInit } from "../../../web/src/features/chat/api/endpoint-request";
import { ALLOWED_LINK_SCHEMES, allowedUrl } from "../../../web/src/features/chat/lib/link-schemes";
import { splitAtWidget, widgetLabel } from "../../../web/src/features/chat/lib/message-text";
import { keptScrollTop, reachedOlderThreshold } from "../../../web/src/features/chat/lib/scroll-position";
import { throttle } from "../../../web/src/features/chat/lib/throttle";
import {
  parseEntries,
  suggestedText,
  widgetInputValue,
} from "../../../web/src/features/chat/lib/widget-input-value";
import { refetchedAfter } from "../../../web/src/features/chat/lib/widget-refetches";
import { isChatEligible } from "../../../worker/contracts/chat/chat-eligibility";
import {
  WIDGET_CATALOGUE,
  type WidgetRoute,
  widgetCall,
  widgetInputOf,
} from "../../../worker/contracts/chat/widget-catalogue";

describe("a message's text around its widget (document 001 §3)", () => {
  it("splits at {widget}: the button goes between the two parts", () => {
    expect(splitAtWidget("Raise the budget: {widget} It is capped daily.")).toEqual({
      before: "Raise the budget: ",
      after: " It is capped daily.",
    });
    expect(splitAtWidget("{widget}")).toEqual({ before: "", after: "" });
  });

  it("puts the button after the text when there is no placeholder, and drops repeated placeholders", () => {
    expect(splitAtWidget("No placeholder here")).toEqual({ before: "No placeholder here", after: "" });
    expect(splitAtWidget("a {widget} b {widget} c")).toEqual({ before: "a ", after: " b  c" });
  });

  it("labels the button with the widget's name, else its type and action", () => {
    expect(widgetLabel({ name: "Raise budget to $60", type: "Campaign", action: "UpdateDailyBudget" })).toBe(
      "Raise budget to $60",
    );
    expect(widgetLabel({ type: "Keyword", action: "UpdateBid" })).toBe("Keyword UpdateBid");
    expect(widgetLabel({ name: "  ", type: "Keyword", action: "UpdateBid" })).toBe("Keyword UpdateBid");
  });
});

describe("the widget input modal's value (document 001 §5)", () => {
  it("array: comma-separated entries, trimmed, empties dropped", () => {
    expect(parseEntries(" red shoes, , blue socks ,,cheap ")).toEqual(["red shoes", "blue socks", "cheap"]);
    expect(widgetInputValue("array", "a, b")).toEqual(["a", "b"]);
    expect(widgetInputValue("array", " , ,")).toBeNull();
  });

  it("number: sent as a number; empty or not a number keeps Confirm inactive", () => {
    expect(widgetInputValue("number", "12.5")).toBe(12.5);
    expect(widgetInputValue("number", "0.02")).toBe(0.02);
    expect(widgetInputValue("number", "")).toBeNull();
    expect(widgetInputValue("number", "abc")).toBeNull();
  });

  it("string: passed as is; empty keeps Confirm inactive", () => {
    expect(widgetInputValue("string", " Running Shoes ")).toBe(" Running Shoes ");
    expect(widgetInputValue("string", "")).toBeNull();
    expect(widgetInputValue("string", "   ")).toBeNull();
  });

  it("starts from the value the assistant suggested in the widget's body", () => {
    const budget = widgetInputOf(widgetCall("campaignDailyBudget", 21, "c1"));
    const negatives = WIDGET_CATALOGUE.campaignNegativeKeywords.input;
    if (!budget || !negatives) throw new Error("both take an input");
    expect(suggestedText(budget, { messageId: "m", budget: 60 })).toBe("60");
    expect(suggestedText(budget, { messageId: "m" })).toBe("");
    expect(suggestedText(negatives, { messageId: "m", negativeKeywords: ["free", "used"] })).toBe(
      "free, used",
    );
  });
});

describe("links in chat messages (document 001 §9)", () => {
  it("keeps http, https, irc, ircs, mailto and xmpp addresses", () => {
    const kept = [
      "http://example.com",
      "https://example.com/a?b=c",
      "irc://irc.example.net/chan",
      "ircs://irc.example.net/chan",
      "mailto:help@example.com",
      "xmpp:help@example.com",
      "HTTPS://EXAMPLE.COM",
    ];
    for (const url of kept) expect(allowedUrl(url)).toBe(url);
    expect(ALLOWED_LINK_SCHEMES).toEqual(["http", "https", "irc", "ircs", "mailto", "xmpp"]);
  });

  it("drops every other scheme, however it is spelled, and addresses without one", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<b>x</b>",
      "vbscript:msgbox",
      "ftp://example.com",
      "/campaigns/1",
      "#top",
      "",
    ])
      expect(allowedUrl(url)).toBe("");
  });
});

describe("who gets the chat (document 001 §2, §9)", () => {
  it("sellers on START_UP, SCALE_UP or PROFESSIONAL under their ad limit", () => {
    for (const tariffPlan of ["START_UP", "SCALE_UP", "PROFESSIONAL"] as const)
      expect(isChatEligible({ tariffPlan, isAdLimitReached: false })).toBe(true);
  });

  it("not a seller on no plan, one at the ad limit, or no one signed in", () => {
    expect(isChatEligible({ tariffPlan: null, isAdLimitReached: false })).toBe(false);
    expect(isChatEligible({ tariffPlan: "SCALE_UP", isAdLimitReached: true })).toBe(false);
    expect(isChatEligible(null)).toBe(false);
    expect(isChatEligible(undefined)).toBe(false);
  });
});

describe("the message list's scrolling (document 001 §9)", () => {
  const box = (scrollTop: number) => ({ scrollTop, scrollHeight: 1100, clientHeight: 100 });

  it("loads older messages once scrolled 80 % of the way to the top", () => {
    expect(reachedOlderThreshold(box(1000))).toBe(false);
    expect(reachedOlderThreshold(box(201))).toBe(false);
    expect(reachedOlderThreshold(box(200))).toBe(true);
    expect(reachedOlderThreshold(box(0))).toBe(true);
  });

  it("loads older messages when the loaded ones do not fill the box", () => {
    expect(reachedOlderThreshold({ scrollTop: 0, scrollHeight: 100, clientHeight: 300 })).toBe(true);
  });

  it("keeps the same messages in view after older ones are added above", () => {
    // 900 px from the bottom before; 600 px of older messages added above.
    expect(keptScrollTop(900, { scrollHeight: 1700 })).toBe(800);
  });
});

describe("throttle", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("runs at once, then at most once per interval, with one run at its end for the calls in between", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled();
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(149);
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(150);
    expect(fn).toHaveBeenCalledTimes(2);
    throttled();
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it("drops a pending run when cancelled", () => {
    const fn = vi.fn();
    const throttled = throttle(fn, 150);
    throttled();
    throttled();
    throttled.cancel();
    vi.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});

describe("what a widget's action refetches (document 001 §7)", () => {
  const range = { from: "2026-11-01", to: "2026-11-14" };
  const campaignReads = (profileId: number) => ({
    detail: [...campaignDetailKey(profileId, "c1"), range],
    targets: [...campaignReadsKey({ profileId, campaignId: "c1" }), "targets", range],
    negativeTargets: [...campaignReadsKey({ profileId, campaignId: "c1" }), "negative-targets"],
    searchTerms: [...campaignReadsKey({ profileId, campaignId: "c1" }), "search-terms", range],
  });
  const keys = {
    allCampaigns: [...queryKeys.campaignList(21, "quick-launch"), { page: 1 }],
    migratedCampaigns: [...queryKeys.campaignList(21, "migrated"), { page: 1 }],
    ...campaignReads(21),
    // keywordsKey and asinTargetsKey (their files import the toaster, which node cannot type-check).
    skuKeywords: [...advertisedSkuKey({ profileId: 21, skuId: 5 }), "keywords", "list", ""],
    skuTargets: [...advertisedSkuKey({ profileId: 21, skuId: 5 }), "asin-targets", "list", ""],
    skuDetail: ["advertised-sku", 21, 5, "detail"],
    statistics: ["statistics", "dashboard", 21],
  };
  const refetched = (route: WidgetRoute, profileId = 21) =>
    Object.entries(keys)
      .filter(([, key]) => refetchedAfter(widgetCall(route, profileId, 5))(key))
      .map(([name]) => name);

  it("Campaign: all campaigns, migrated campaigns and the campaign", () => {
    for (const route of ["campaignDailyBudget", "campaignState"] as const)
      expect(refetched(route), route).toEqual([
        "allCampaigns",
        "migratedCampaigns",
        "detail",
        "targets",
        "negativeTargets",
        "searchTerms",
      ]);
  });

  it("Keyword: the advertised SKU's keywords and the targets", () => {
    for (const route of ["keywordBid", "campaignKeywordsState", "skuKeyword"] as const)
      expect(refetched(route), route).toEqual(["targets", "skuKeywords"]);
  });

  it("ProductTarget: the advertised SKU's targets and the targets", () => {
    for (const route of ["productTargetBid", "campaignProductTargetsState", "skuProductTarget"] as const)
      expect(refetched(route), route).toEqual(["targets", "skuTargets"]);
  });

  it("NegativeKeyword and NegativeProductTarget (the AddNegative… actions): the negative targets", () => {
    expect(refetched("campaignNegativeKeywords")).toEqual(["negativeTargets"]);
    expect(refetched("campaignNegativeProductTargets")).toEqual(["negativeTargets"]);
  });

  it("only the widget's own profile, read from its endpoint; nothing for a call of no widget route", () => {
    expect(refetched("campaignDailyBudget", 22)).toEqual([]);
    const notAWidget = { method: "PUT", endpoint: "/api/campaigns/21/c1" } as const;
    expect(Object.values(keys).filter((key) => refetchedAfter(notAWidget)(key))).toEqual([]);
  });
});

describe("a widget's request (document 001 §7)", () => {
  it("GET and DELETE send no body; POST, PUT and PATCH send the body as JSON", () => {
    expect(endpointRequestInit("GET", { messageId: "m" })).toEqual({ method: "GET" });
    expect(endpointRequestInit("DELETE", { messageId: "m" })).toEqual({ method: "DELETE" });
    for (const method of ["POST", "PUT", "PATCH"] as const)
      expect(endpointRequestInit(method, { messageId: "m", bid: 1.25 })).toEqual({
        method,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ messageId: "m", bid: 1.25 }),
      });
  });
});
