/**
 * The widget actions' routes and bodies (document 001 §3, §5, §7): for each route of `widgetEndpoints`,
 * the widget type and action it serves and its body `{messageId, <field>, state?}`. Pure valibot.
 */
import * as v from "valibot";
import { dailyBudgetField } from "../campaigns/campaign-update.schemas";
import { keywordTextField } from "../sku-targets/keywords.schemas";
import { asinField, bidField, REQUIRED, toggleStateField } from "../sku-targets/targets.schemas";
import type { WidgetAction, WidgetInput, WidgetType, widgetEndpoints } from "./widget-actions";

export type WidgetRoute = keyof typeof widgetEndpoints;

/** Each route's widget type and action; `state` when its body also carries ENABLED or PAUSED. */
export const WIDGET_ROUTES: Record<WidgetRoute, { type: WidgetType; action: WidgetAction; state?: true }> = {
  campaignDailyBudget: { type: "Campaign", action: "UpdateDailyBudget" },
  campaignState: { type: "Campaign", action: "UpdateState", state: true },
  campaignNegativeKeywords: { type: "NegativeKeyword", action: "AddNegativeKeyword" },
  campaignNegativeProductTargets: { type: "NegativeProductTarget", action: "AddNegativeProductTarget" },
  campaignKeywordsState: { type: "Keyword", action: "UpdateState", state: true },
  campaignProductTargetsState: { type: "ProductTarget", action: "UpdateState", state: true },
  keywordBid: { type: "Keyword", action: "UpdateBid" },
  productTargetBid: { type: "ProductTarget", action: "UpdateBid" },
  skuKeyword: { type: "Keyword", action: "AddKeyword" },
  skuProductTarget: { type: "ProductTarget", action: "AddProductTarget" },
};

/** At most this many entries in one array input (negatives, keywords or targets to switch). */
export const WIDGET_MAX_ENTRIES = 50;

const messageIdField = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,64}$/, "Not a message id"));

const listOf = <Item extends v.GenericSchema<unknown, string>>(item: Item) =>
  v.pipe(
    v.array(item, "Must be a list"),
    v.minLength(1, REQUIRED),
    v.maxLength(WIDGET_MAX_ENTRIES, `At most ${WIDGET_MAX_ENTRIES} entries`),
  );

const keywordList = listOf(keywordTextField);
const asinList = listOf(asinField);

/** The input fields' schemas, by the field document 001 §5's modal fills. */
const FIELDS = {
  dailyBudget: dailyBudgetField,
  bid: bidField,
  keyword: keywordTextField,
  productTargetAsin: asinField,
  negativeKeywords: keywordList,
  negativeProductTargets: asinList,
  keywords: keywordList,
  productTargets: asinList,
} satisfies Record<WidgetInput["field"], v.GenericSchema>;

const body = <Entries extends v.ObjectEntries>(entries: Entries) =>
  v.object({ messageId: messageIdField, ...entries }, REQUIRED);

export const widgetActionBodies = {
  campaignDailyBudget: body({ dailyBudget: FIELDS.dailyBudget }),
  campaignState: body({ state: toggleStateField }),
  campaignNegativeKeywords: body({ negativeKeywords: FIELDS.negativeKeywords }),
  campaignNegativeProductTargets: body({ negativeProductTargets: FIELDS.negativeProductTargets }),
  campaignKeywordsState: body({ keywords: FIELDS.keywords, state: toggleStateField }),
  campaignProductTargetsState: body({ productTargets: FIELDS.productTargets, state: toggleStateField }),
  keywordBid: body({ bid: FIELDS.bid }),
  productTargetBid: body({ bid: FIELDS.bid }),
  skuKeyword: body({ keyword: FIELDS.keyword }),
  skuProductTarget: body({ productTargetAsin: FIELDS.productTargetAsin }),
} satisfies Record<WidgetRoute, v.GenericSchema>;

const entityIdField = v.pipe(v.string(REQUIRED), v.regex(/^[\w-]{1,40}$/, "Not an id"));
const profileIdField = v.pipe(v.string(REQUIRED), v.regex(/^\d{1,12}$/, "Must be a whole number"));

export const widgetCampaignParamSchema = v.object({ profileId: profileIdField, campaignId: entityIdField });
export const widgetKeywordParamSchema = v.object({ profileId: profileIdField, keywordId: entityIdField });
export const widgetTargetParamSchema = v.object({ profileId: profileIdField, targetId: entityIdField });
export const widgetSkuParamSchema = v.object({
  profileId: profileIdField,
  skuId: v.pipe(v.string(REQUIRED), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
});
