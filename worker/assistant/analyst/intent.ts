import { type NamedRange, rangeOrLast } from "./date-phrases";
import { type SettingKey, settingIn } from "./settings-glossary";
import {
  amountIn,
  campaignNameIn,
  clicksIn,
  countryIn,
  keywordCampaignIn,
  keywordNameIn,
  percentIn,
  skuIn,
} from "./text-parameters";

/** What the seller asks, with what the question names. Pure: recogniseIntent(text, today). */
export type Intent =
  | { kind: "wastedSpend"; range: NamedRange }
  | { kind: "bestSearchTerms"; range: NamedRange }
  | { kind: "worstSearchTerms"; range: NamedRange }
  | { kind: "termsToHarvest"; range: NamedRange }
  | { kind: "termsToNegate"; range: NamedRange; minClicks: number }
  | { kind: "budgetCapped"; range: NamedRange }
  | { kind: "performance"; range: NamedRange; by: "campaign" | "sku"; sku?: string }
  | { kind: "comparePeriods"; range: NamedRange }
  | { kind: "automationChanges"; range: NamedRange }
  | { kind: "whyBidChanged"; range: NamedRange; keyword?: string; campaign?: string }
  | { kind: "campaignState"; state: "ENABLED" | "PAUSED"; campaign?: string }
  /** No `by`: set the budget to `amount`; with `by`: add it (negative after lower, cut…). */
  | { kind: "raiseBudget"; campaign?: string; amount?: number; by?: "amount" | "percent" }
  | { kind: "setBid"; keyword?: string; bid?: number; campaign?: string }
  | { kind: "explainSetting"; setting: SettingKey }
  | { kind: "unknown" };

export type IntentKind = Intent["kind"];

/** The question with the marketplace it names (all the seller's profiles when none). */
export type Recognised = { intent: Intent; country?: string };

/** Clicks without an order before a term is worth negating, unless the seller says otherwise. */
export const DEFAULT_NEGATE_CLICKS = 10;

const TERMS = /\b(?:search(?:\s|-)?terms?|queries|query|terms|keywords searched|customer searches)\b/;

/** The intents in the order they are tried: the first whose test passes answers. */
const RULES: { test: (t: string) => boolean; intent: (text: string, today: string) => Intent }[] = [
  {
    test: (t) =>
      settingIn(t) !== undefined && /\b(what|explain|how|mean|meaning|tell me|describe|does|work)\b/.test(t),
    intent: (text) => ({ kind: "explainSetting", setting: settingIn(text) ?? "targetRoas" }),
  },
  {
    test: (t) => /\bwhy\b/.test(t) && /\bbids?\b/.test(t),
    intent: (text, today) =>
      withOptional(
        withOptional(
          { kind: "whyBidChanged", range: rangeOrLast(text, today, 30) },
          "keyword",
          keywordNameIn(text),
        ),
        "campaign",
        keywordCampaignIn(text),
      ),
  },
  {
    test: (t) =>
      /\b(automation|skupilot|autopilot|optimi[sz]er)\b/.test(t) &&
      /\b(chang\w*|did|do(?:ne)?|adjust\w*|history|log|touch\w*|mak\w*)\b/.test(t),
    intent: (text, today) => ({ kind: "automationChanges", range: rangeOrLast(text, today, 7) }),
  },
  {
    test: (t) => /\b(set|change|update|make|put|adjust|raise|lower|increase|decrease)\b.*\bbid\b/.test(t),
    intent: (text) => {
      const intent: Intent = { kind: "setBid" };
      const named = withOptional(withOptional(intent, "keyword", keywordNameIn(text)), "bid", amountIn(text));
      return withOptional(named, "campaign", keywordCampaignIn(text));
    },
  },
  {
    test: (t) =>
      /\bbudget[- ]?(?:capped|limited|constrained)\b|\b(?:capped|limited|constrained|restricted) by (?:the |their |its )?budgets?\b/.test(
        t,
      ) ||
      /\b(?:hit|hits|hitting|reach|reached|reaching|ran out of|run out of|running out of|out of|exhaust\w*|max(?:ed)? out)\b.*\bbudgets?\b/.test(
        t,
      ),
    intent: (text, today) => ({ kind: "budgetCapped", range: rangeOrLast(text, today, 7) }),
  },
  {
    test: (t) =>
      /\b(raise|increase|bump|boost|lift|up|set|change|update|double|lower|decrease|reduce|cut)\b.*\bbudget\b/.test(
        t,
      ),
    intent: raiseBudget,
  },
  {
    test: (t) =>
      /\b(pause|stop|disable|turn off|switch off|enable|resume|unpause|restart|reactivate|activate|turn on|switch on)\b/.test(
        t,
      ) && /\bcampaign\b|["“'‘]/.test(t),
    intent: (text) => {
      const pausing = /\b(pause|stop|disable|turn off|switch off)\b/i.test(text);
      return withOptional(
        { kind: "campaignState", state: pausing ? "PAUSED" : "ENABLED" },
        "campaign",
        campaignNameIn(text),
      );
    },
  },
  {
    test: (t) =>
      /\b(compare|comparison|compared|versus|vs\.?|week over week|month over month|previous (?:period|week|month)|period before|than (?:the )?(?:last|previous|prior))\b/.test(
        t,
      ) || /\bhow (?:did|has|have) .*\bchange/.test(t),
    intent: (text, today) => ({ kind: "comparePeriods", range: rangeOrLast(text, today, 7) }),
  },
  {
    test: (t) =>
      /\bharvest/.test(t) ||
      (TERMS.test(t) &&
        /\b(?:(?:as|into|to|new) keywords?|not (?:yet )?(?:a )?keywords?|promote|graduate)\b/.test(t)) ||
      /\b(?:new|more) keywords\b|\bkeywords? (?:to|should i|could i|can i) add\b/.test(t),
    intent: (text, today) => ({ kind: "termsToHarvest", range: rangeOrLast(text, today, 30) }),
  },
  {
    test: (t) =>
      /\bnegat(?:e|ive|ing)\b|\b(?:exclude|block)\b/.test(t) &&
      (TERMS.test(t) || /\bwhich|what|should\b/.test(t)),
    intent: (text, today) => ({
      kind: "termsToNegate",
      range: rangeOrLast(text, today, 30),
      minClicks: clicksIn(text) ?? DEFAULT_NEGATE_CLICKS,
    }),
  },
  {
    test: (t) =>
      /\bwast(?:e|ed|ing|eful)\b|\bno (?:orders|sales)\b|\bwithout (?:an? )?(?:orders?|sales?)\b|\bclicks? but no\b|(?:\bnot|n't|\bnever) convert/.test(
        t,
      ),
    intent: (text, today) => ({ kind: "wastedSpend", range: rangeOrLast(text, today, 30) }),
  },
  {
    test: (t) =>
      /\b(best|top|winning|great|good|highest|strongest|most profitable)\b/.test(t) && TERMS.test(t),
    intent: (text, today) => ({ kind: "bestSearchTerms", range: rangeOrLast(text, today, 30) }),
  },
  {
    test: (t) =>
      /\b(worst|bad|poor|losing|underperforming|weakest|lowest|least profitable)\b/.test(t) && TERMS.test(t),
    intent: (text, today) => ({ kind: "worstSearchTerms", range: rangeOrLast(text, today, 30) }),
  },
  {
    test: (t) =>
      /\b(acos|roas|return on ad spend|advertising cost of sales|performance|performing|profitab\w*)\b/.test(
        t,
      ) ||
      /\bhow (?:are|is|did) my (?:campaigns?|skus?|products?|ads)\b/.test(t) ||
      /\bhow much (?:did|have) i (?:spen[dt]|sell|sold|make|made)\b|\b(?:total|overall) (?:ad )?(?:spend|sales|revenue)\b/.test(
        t,
      ),
    intent: (text, today) => {
      const sku = skuIn(text);
      const intent: Intent = {
        kind: "performance",
        range: rangeOrLast(text, today, 30),
        by: sku || /\b(skus?|products?|asins?|items?)\b/i.test(text) ? "sku" : "campaign",
      };
      return withOptional(intent, "sku", sku);
    },
  },
];

/** "to $50" sets the budget; "by $10" or "by 20 %" raises it by that much (lowers it after lower, cut…). */
function raiseBudget(text: string): Intent {
  const intent = withOptional({ kind: "raiseBudget" } as Intent, "campaign", campaignNameIn(text));
  const sign = /\b(lower|decrease|reduce|cut)\b/i.test(text) ? -1 : 1;
  const percent = /\bby\s+\d+(?:\.\d+)?\s?(?:%|percent)/i.test(text) ? percentIn(text) : undefined;
  if (percent !== undefined) return { ...intent, amount: sign * percent, by: "percent" } as Intent;
  const amount = amountIn(text);
  if (amount === undefined) return intent;
  if (!/\bby\s+[$€£]?\d/i.test(text)) return { ...intent, amount } as Intent;
  return { ...intent, amount: sign * amount, by: "amount" } as Intent;
}

/** The intent with `key` set when the value is there (exactOptionalPropertyTypes keeps undefined out). */
function withOptional<T extends Intent, K extends string, V>(intent: T, key: K, value: V | undefined): T {
  return value === undefined ? intent : { ...intent, [key]: value };
}

/** The seller's question as an intent and its parameters; "unknown" when no rule matches. */
export function recogniseIntent(text: string, today: string): Recognised {
  const lower = text.toLowerCase().replace(/\s+/g, " ").trim();
  const rule = RULES.find((candidate) => candidate.test(lower));
  const intent = rule ? rule.intent(text, today) : { kind: "unknown" as const };
  const country = countryIn(text);
  return country === undefined ? { intent } : { intent, country };
}
