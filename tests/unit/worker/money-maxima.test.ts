/**
 * Issue 20 L2: every money field a seller enters stops at Amazon's maximum (bid $1,000, daily budget
 * $1,000,000 in every marketplace we serve) instead of passing 1e300 on to the database and Amazon.
 */
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  BID_CEILING,
  BUDGET_CEILING,
  dollars,
  increaseAmountIssue,
} from "../../../worker/contracts/advertised-skus/settings/setting-fields.schemas";
import {
  bidMaxField,
  bidMinField,
  inlineMaxDailyBudgetField,
  listMaxDailyBudgetField,
} from "../../../worker/contracts/advertised-skus/sku-fields.schemas";
import {
  BID_MAX,
  BID_MAX_MESSAGE,
  DAILY_BUDGET_MAX,
  DAILY_BUDGET_MAX_MESSAGE,
} from "../../../worker/contracts/amazon-limits";
import { dailyBudgetField } from "../../../worker/contracts/campaigns/campaign-update.schemas";
import { WIDGET_CATALOGUE } from "../../../worker/contracts/chat/widget-catalogue";
import { boostSchema } from "../../../worker/contracts/sku-targets/keywords.schemas";
import { bidField } from "../../../worker/contracts/sku-targets/targets.schemas";

const messageOf = (schema: v.GenericSchema, value: unknown) =>
  v.safeParse(schema, value).issues?.[0]?.message;

const bids: [string, v.GenericSchema][] = [
  ["SKU min bid", bidMinField],
  ["SKU max bid", bidMaxField],
  ["keyword and ASIN target bid", bidField],
  ["a setting's bid", dollars(0.02, BID_CEILING)],
];
const budgets: [string, v.GenericSchema][] = [
  ["SKU max budget (list)", listMaxDailyBudgetField],
  ["SKU max budget (inline)", inlineMaxDailyBudgetField],
  ["campaign daily budget", dailyBudgetField],
  ["a setting's max daily budget", dollars(1, BUDGET_CEILING)],
];

describe("money fields stop at Amazon's maxima", () => {
  it.each(bids)("%s: $1,000 at most", (_, schema) => {
    expect(messageOf(schema, BID_MAX)).toBeUndefined();
    expect(messageOf(schema, BID_MAX + 0.01)).toBe(BID_MAX_MESSAGE);
    expect(messageOf(schema, 1e300)).toBe(BID_MAX_MESSAGE);
  });

  it.each(budgets)("%s: $1,000,000 at most", (_, schema) => {
    expect(messageOf(schema, DAILY_BUDGET_MAX)).toBeUndefined();
    expect(messageOf(schema, DAILY_BUDGET_MAX + 0.01)).toBe(DAILY_BUDGET_MAX_MESSAGE);
    expect(messageOf(schema, 1e300)).toBe(DAILY_BUDGET_MAX_MESSAGE);
  });

  it("refuses a boost max bid, a widget's bid and a widget's budget above them", () => {
    expect(messageOf(boostSchema, { boostMaxBid: 1e300 })).toBe(BID_MAX_MESSAGE);
    expect(messageOf(WIDGET_CATALOGUE.keywordBid.body, { messageId: "m1", bid: 1e300 })).toBe(
      BID_MAX_MESSAGE,
    );
    expect(messageOf(WIDGET_CATALOGUE.campaignDailyBudget.body, { messageId: "m1", budget: 1e300 })).toBe(
      DAILY_BUDGET_MAX_MESSAGE,
    );
  });

  it("caps a dollar increase at the ceiling of what it raises; a percentage keeps its 100 %", () => {
    expect(increaseAmountIssue("$", 1e300, BID_CEILING)).toBe(BID_MAX_MESSAGE);
    expect(increaseAmountIssue("$", BID_MAX, BID_CEILING)).toBeNull();
    expect(increaseAmountIssue("$", 1e300, BUDGET_CEILING)).toBe(DAILY_BUDGET_MAX_MESSAGE);
    expect(increaseAmountIssue("%", 1e300, BUDGET_CEILING)).toBe("Max value - 100%");
  });
});
