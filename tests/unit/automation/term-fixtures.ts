/**
 * Hand-built inputs for the search-term rules: one SKU with an auto, a keyword and a product
 * campaign built by Skupilot and one campaign of the seller's own, each with one ad group.
 */
import type { NegativeOptimization, SearchTermExpansion } from "@contracts/advertised-skus/advertised-sku";
import type { ChangeRecord, ProposedChange } from "@contracts/automation/change";
import type {
  CampaignSnapshot,
  RuleClock,
  RuleInput,
  SearchTermDay,
  SkuSnapshot,
} from "../../../worker/automation/rules/rule-input";
import { quietMirror } from "./quiet-snapshot";

export const TODAY = "2026-11-25";
export const TIMEZONE = "America/Los_Angeles";

/** 10:00 in Los Angeles on TODAY (18:00 UTC). */
export const clock = (today = TODAY, now = new Date(`${today}T18:00:00Z`)): RuleClock => ({
  now,
  today,
  hour: 10,
  weekday: "WED",
});

const campaign = (campaignId: string, role: CampaignSnapshot["role"], name: string): CampaignSnapshot => ({
  campaignId,
  name,
  state: "ENABLED",
  targetingType: role === "AUTO" ? "AUTO" : "MANUAL",
  budgetCents: 2000,
  role,
  migrated: false,
  sharedWithOtherSkus: false,
});

export const AUTO = { campaignId: "c-auto", adGroupId: "ag-auto" };
export const KEYWORD = { campaignId: "c-keyword", adGroupId: "ag-keyword" };
export const PRODUCT = { campaignId: "c-product", adGroupId: "ag-product" };
export const OWN = { campaignId: "c-own", adGroupId: "ag-own" };

export function snapshot(overrides: Partial<SkuSnapshot> = {}): SkuSnapshot {
  const campaigns = [
    campaign(AUTO.campaignId, "AUTO", "DOGBED-1 - Auto"),
    campaign(KEYWORD.campaignId, "KEYWORD", "DOGBED-1 - Keyword"),
    campaign(PRODUCT.campaignId, "PRODUCT", "DOGBED-1 - Product"),
    campaign(OWN.campaignId, null, "My dog beds"),
  ];
  return {
    settings: {
      skuId: 7,
      sku: "DOGBED-1",
      asin: "B0DOGBED01",
      timezone: TIMEZONE,
      currency: "USD",
      bidMinCents: 20,
      bidMaxCents: 300,
      maxDailyBudgetCents: 5000,
      targetAcos: 25,
      seasonality: null,
      negativeOptimization: null,
      searchTermExpansion: null,
      targetBidExpansion: null,
    },
    campaigns,
    ...quietMirror(),
    adGroups: [AUTO, KEYWORD, PRODUCT, OWN].map(({ campaignId, adGroupId }) => ({
      campaignId,
      adGroupId,
      state: "ENABLED" as const,
      defaultBidCents: 75,
    })),
    ...overrides,
  };
}

type Place = { campaignId: string; adGroupId: string };
type DayFigures = Partial<Omit<SearchTermDay, "searchTerm" | "campaignId" | "adGroupId">>;

/** One day of a search term's figures in a campaign's ad group (yesterday unless dated). */
export const termDay = (searchTerm: string, place: Place, figures: DayFigures = {}): SearchTermDay => ({
  searchTerm,
  campaignId: place.campaignId,
  adGroupId: place.adGroupId,
  targetingId: `t-${place.adGroupId}`,
  date: "2026-11-24",
  impressions: 0,
  clicks: 0,
  spendCents: 0,
  salesCents: 0,
  orders: 0,
  units: 0,
  ...figures,
});

export const negativeSettings = (settings: Partial<NegativeOptimization> = {}): NegativeOptimization => ({
  frequency: "DAILY",
  lookBackPeriod: 30,
  clicksWithoutSale: null,
  impressionsWithoutClick: null,
  ctrLowerThan: null,
  ...settings,
});

export const harvestSettings = (settings: Partial<SearchTermExpansion> = {}): SearchTermExpansion => ({
  pullWinningFromOtherCampaigns: true,
  addNegativeToOriginalCampaign: false,
  frequency: "WEEKLY",
  lookBackPeriod: 30,
  roasMin: null,
  roasMax: null,
  ordersMin: 2,
  ctrHigherThan: null,
  conversionHigherThan: null,
  broadKeywordBidPrice: null,
  phraseKeywordBidPrice: null,
  exactKeywordBidPrice: 0.75,
  ...settings,
});

/** The rule's input for a snapshot whose SKU has these settings. */
export function input(
  settings: Pick<SkuSnapshot["settings"], "negativeOptimization" | "searchTermExpansion"> | object,
  overrides: Partial<SkuSnapshot> = {},
  extra: { today?: string; adLimitReached?: boolean } = {},
): RuleInput {
  const base = snapshot(overrides);
  return {
    snapshot: { ...base, settings: { ...base.settings, ...settings } },
    clock: clock(extra.today),
    adLimitReached: extra.adLimitReached ?? false,
  };
}

/** A change the automation made before, as the history holds it. */
export const pastChange = (
  change: ProposedChange,
  status: ChangeRecord["status"] = "APPLIED",
): ChangeRecord => ({
  ...change,
  id: 1,
  profileId: 1,
  runKey: "2026-11-20T10:00:00.000Z",
  status,
  createdEntityId: null,
  error: null,
  plannedAt: new Date("2026-11-20T10:00:00Z"),
  appliedAt: status === "APPLIED" ? new Date("2026-11-20T10:01:00Z") : null,
});

/** What a test compares: the action's kind, where, what and why. */
export const brief = (changes: ProposedChange[]) =>
  changes.map((change) => ({
    kind: change.kind,
    campaignId: change.campaignId,
    adGroupId: "adGroupId" in change ? change.adGroupId : undefined,
    text: "keywordText" in change ? change.keywordText : "asin" in change ? change.asin : undefined,
    matchType: "matchType" in change ? change.matchType : undefined,
    bidCents: "bidCents" in change ? change.bidCents : undefined,
  }));

/** A negative exact keyword as `brief` shows it, in the auto campaign unless placed elsewhere. */
export const negativeExact = (text: string, place: Place = AUTO) => ({
  kind: "ADD_NEGATIVE_KEYWORD",
  campaignId: place.campaignId,
  adGroupId: place.adGroupId,
  text,
  matchType: undefined,
  bidCents: undefined,
});
