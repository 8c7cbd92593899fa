/** The search-term expansion tests' winning term, their call of the rule and the changes they expect. */
import type { KeywordSnapshot, SearchTermDay } from "../../../worker/automation/rules/rule-input";
import { proposeHarvest } from "../../../worker/automation/rules/search-term-expansion";
import { harvestSettings, input, KEYWORD } from "./term-fixtures";

/** 4 orders, ROAS 5.2, CTR 0.9 %, conversion 4.44 %. */
export const winner = {
  impressions: 10000,
  clicks: 90,
  spendCents: 1000,
  salesCents: 5200,
  orders: 4,
  units: 4,
};

export const harvest = (
  settings: Parameters<typeof harvestSettings>[0],
  searchTermDays: SearchTermDay[],
  overrides = {},
  extra = {},
) =>
  proposeHarvest(
    input({ searchTermExpansion: harvestSettings(settings) }, { searchTermDays, ...overrides }, extra),
  );

export const keyword = (text: string, matchType: "EXACT" | "PHRASE" | "BROAD", bidCents: number) => ({
  kind: "ADD_KEYWORD",
  campaignId: KEYWORD.campaignId,
  adGroupId: KEYWORD.adGroupId,
  text,
  matchType,
  bidCents,
});

/** An enabled exact keyword of the keyword campaign at $0.75. */
export const liveKeyword = (keywordText: string, keywordId = `k-${keywordText}`): KeywordSnapshot => ({
  keywordId,
  ...KEYWORD,
  keywordText,
  matchType: "EXACT",
  state: "ENABLED",
  bidCents: 75,
});
