/**
 * What a widget's button and its confirmation say (issue 32, M2): written from the route, the entity's
 * stored name and the body's values, never from an engine's words. The chat service stores them with
 * the widget; the web app's confirmation writes the same sentence again with the value the seller
 * entered. Names and values are stored text: plain text here, never markdown, and capped. Pure.
 */

import { formatAmount } from "../money";
import type { WidgetSubject } from "../realtime/chat-message-events";
import type { WidgetRoute } from "./widget-catalogue";

/** A stored name is cut to this many characters (an ellipsis ends a cut one). */
export const SUBJECT_NAME_MAX = 60;
/** A label names at most this many values ("and 2 more" after them); the confirmation names them all. */
export const LABEL_VALUES_SHOWN = 3;
/** One value in a label is cut to this many characters. */
export const LABEL_VALUE_MAX = 40;

/** Line breaks, tabs and control characters read as one space; the ends trimmed. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ").trim();

/** The text on one line, at most `max` characters (the last an ellipsis when cut). */
export function capped(text: string, max: number): string {
  const line = oneLine(text);
  const characters = [...line];
  return characters.length <= max ? line : `${characters.slice(0, max - 1).join("")}…`;
}

/** An entity's stored name as a label and a confirmation quote it. */
export const subjectName = (name: string) => capped(name, SUBJECT_NAME_MAX);

/** What the widget does: a sentence naming the entity, the values it acts with, and what follows. */
export type WidgetEffect = { sentence: string; values: readonly string[]; consequence?: string };

type Body = Record<string, unknown>;

const numberIn = (body: Body, field: string) => {
  const value = body[field];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};
const textIn = (body: Body, field: string) => {
  const value = body[field];
  return typeof value === "string" && value.trim() !== "" ? oneLine(value) : null;
};
const listIn = (body: Body, field: string) => {
  const value = body[field];
  return Array.isArray(value)
    ? value.filter((entry): entry is string => typeof entry === "string").map(oneLine)
    : [];
};

const paused = (body: Body) => body.state === "PAUSED";
const plural = (count: number, one: string, many: string) => (count === 1 ? `1 ${one}` : `${count} ${many}`);

/** `Add 3 negative exact keywords`, or `Add negative exact keywords` before any is entered. */
const counted = (verb: string, values: readonly string[], one: string, many: string) =>
  values.length > 0 ? `${verb} ${plural(values.length, one, many)}` : `${verb} ${many}`;

type Texts = (subject: WidgetSubject, body: Body) => WidgetEffect;

const campaign = (subject: WidgetSubject) => `campaign "${subjectName(subject.name)}"`;
/** ` in campaign "…"` after a keyword or target, when its campaign's name is known. */
const inCampaign = (subject: WidgetSubject) =>
  subject.campaign === undefined ? "" : ` in campaign "${subjectName(subject.campaign)}"`;
const money = (subject: WidgetSubject, amount: number | null) =>
  amount === null ? "" : ` to ${formatAmount(amount, subject.currency)}`;

const matchWord = (body: Body) =>
  String(textIn(body, "matchType") ?? "EXACT")
    .replace("NEGATIVE_", "")
    .toLowerCase();

/** Every route of the widget catalogue, its effect. */
const EFFECTS: Record<WidgetRoute, Texts> = {
  campaignDailyBudget: (subject, body) => ({
    sentence: `Set the daily budget of ${campaign(subject)}${money(subject, numberIn(body, "budget"))}`,
    values: [],
  }),
  campaignState: (subject, body) =>
    paused(body)
      ? {
          sentence: `Pause ${campaign(subject)}`,
          values: [],
          consequence: "Its state becomes Paused: its ads stop showing until it is enabled again.",
        }
      : {
          sentence: `Enable ${campaign(subject)}`,
          values: [],
          consequence: "Its state becomes Enabled: its ads show again.",
        },
  campaignNegativeKeywords: (subject, body) => {
    const values = listIn(body, "negativeKeywords");
    return {
      sentence: `${counted("Add", values, "negative exact keyword", "negative exact keywords")} to ${campaign(subject)}`,
      values,
    };
  },
  campaignNegativeProductTargets: (subject, body) => {
    const values = listIn(body, "negativeProductTargets");
    return {
      sentence: `${counted("Add", values, "negative product target", "negative product targets")} to ${campaign(subject)}`,
      values,
    };
  },
  campaignKeywordsState: (subject, body) => {
    const values = listIn(body, "keywords");
    const verb = paused(body) ? "Pause" : "Enable";
    return { sentence: `${counted(verb, values, "keyword", "keywords")} of ${campaign(subject)}`, values };
  },
  campaignProductTargetsState: (subject, body) => {
    const values = listIn(body, "productTargets");
    const verb = paused(body) ? "Pause" : "Enable";
    return {
      sentence: `${counted(verb, values, "product target", "product targets")} of ${campaign(subject)}`,
      values,
    };
  },
  keywordBid: (subject, body) => ({
    sentence: `Set the bid of keyword "${subjectName(subject.name)}"${inCampaign(subject)}${money(subject, numberIn(body, "bid"))}`,
    values: [],
  }),
  productTargetBid: (subject, body) => ({
    sentence: `Set the bid of product target "${subjectName(subject.name)}"${inCampaign(subject)}${money(subject, numberIn(body, "bid"))}`,
    values: [],
  }),
  skuKeyword: (subject, body) => {
    const keyword = textIn(body, "keywordText");
    return {
      sentence: `Add ${keyword === null ? "an exact keyword" : `the exact keyword "${keyword}"`} to SKU "${subjectName(subject.name)}"`,
      values: [],
    };
  },
  campaignSearchTermNegatives: (subject, body) => {
    const values = listIn(body, "searchTerms");
    const where =
      body.scope === "SKU" ? `every campaign of the SKU of ${campaign(subject)}` : campaign(subject);
    return {
      sentence: `${counted("Negate", values, "search term", "search terms")} (${matchWord(body)}) in ${where}`,
      values,
      consequence: "Searches that match them stop showing its ads there.",
    };
  },
  campaignSearchTermKeywords: (subject, body) => {
    const values = listIn(body, "searchTerms");
    return {
      sentence: `${counted("Add", values, "search term", "search terms")} as ${values.length === 1 ? `a ${matchWord(body)} keyword` : `${matchWord(body)} keywords`} of the SKU of ${campaign(subject)}${money(subject, numberIn(body, "bid")).replace(" to ", " at ")}`,
      values,
    };
  },
  skuProductTarget: (subject, body) => {
    const asin = textIn(body, "productAsin");
    return {
      sentence: `Add ${asin === null ? "a product target" : `the product target ${asin}`} to SKU "${subjectName(subject.name)}"`,
      values: [],
    };
  },
};

/** The widget's effect for a route, its subject and a body (the stored one, or with the seller's value). */
export const widgetEffect = (route: WidgetRoute, subject: WidgetSubject, body: Body) =>
  EFFECTS[route](subject, body);

/** The button: the sentence, then at most LABEL_VALUES_SHOWN values, each cut to LABEL_VALUE_MAX. */
export function widgetLabelOf({ sentence, values }: WidgetEffect): string {
  if (values.length === 0) return sentence;
  const shown = values.slice(0, LABEL_VALUES_SHOWN).map((value) => capped(value, LABEL_VALUE_MAX));
  const more = values.length - shown.length;
  return `${sentence}: ${shown.join(", ")}${more > 0 ? ` and ${more} more` : ""}`;
}

/** The confirmation: the sentence with every value, then what follows from it. */
export function widgetConfirmationOf({ sentence, values, consequence }: WidgetEffect): string {
  const acted = values.length > 0 ? `${sentence}: ${values.join(", ")}.` : `${sentence}.`;
  return consequence ? `${acted} ${consequence}` : acted;
}
