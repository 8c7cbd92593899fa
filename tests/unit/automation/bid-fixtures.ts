/**
 * Hand-built inputs for the bid rules: one SKU in Los Angeles, one campaign with two ad groups,
 * figures written the way the marketplace reports them (recent days' sales still arriving).
 */

import type {
  KeywordSnapshot,
  RuleClock,
  RuleInput,
  SkuSettings,
  SkuSnapshot,
  TargetingDay,
  TargetSnapshot,
} from "../../../worker/automation/rules/rule-input";
import type { TargetBidExpansion } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { shareOfDay } from "../../../worker/contracts/automation/attribution-lag";
import type { ChangeRecord, ProposedChange } from "../../../worker/contracts/automation/change";
import { shiftDate } from "../../../worker/contracts/date-range";
import type { Figures } from "../../../worker/contracts/metrics";
import { quietMirror } from "./quiet-snapshot";

export const TODAY = "2026-11-20";
/** The first hourly job of the day: when a daily rule runs. */
export const RUN_HOUR = 1;
export const TIMEZONE = "America/Los_Angeles";

export const clockAt = (today = TODAY, hour = RUN_HOUR): RuleClock => ({
  // Los Angeles is UTC−8 in November: `hour` local is hour + 8 UTC.
  now: new Date(`${today}T${String(8 + hour).padStart(2, "0")}:00:00Z`),
  today,
  hour,
  weekday: "FRI",
});

export const settingsWith = (overrides: Partial<SkuSettings> = {}): SkuSettings => ({
  skuId: 7,
  sku: "GARLIC-PRESS",
  asin: "B0GARLIC01",
  timezone: TIMEZONE,
  currency: "USD",
  bidMinCents: 10,
  bidMaxCents: 300,
  maxDailyBudgetCents: 5000,
  targetAcos: 25,
  seasonality: null,
  negativeOptimization: null,
  searchTermExpansion: null,
  targetBidExpansion: null,
  ...overrides,
});

/** Target bid expansion on, daily over 7 days: +$0.10 a day under 100 impressions, up to $1.50. */
export const targetBidExpansionWith = (overrides: Partial<TargetBidExpansion> = {}): TargetBidExpansion => ({
  isActivated: true,
  frequency: "DAILY",
  lookBackPeriod: 7,
  impressionsLessThan: 100,
  amountIncreaseType: "$",
  bidAmount: 0.1,
  bidMax: 1.5,
  ...overrides,
});

export const keyword = (keywordId: string, overrides: Partial<KeywordSnapshot> = {}): KeywordSnapshot => ({
  keywordId,
  campaignId: "c1",
  adGroupId: "ag1",
  keywordText: `garlic press ${keywordId}`,
  matchType: "EXACT",
  state: "ENABLED",
  bidCents: 100,
  ...overrides,
});

export const target = (targetId: string, overrides: Partial<TargetSnapshot> = {}): TargetSnapshot => ({
  targetId,
  campaignId: "c1",
  adGroupId: "ag2",
  expressionType: "MANUAL",
  expression: [{ type: "ASIN_SAME_AS", value: "B0RIVAL001" }],
  state: "ENABLED",
  bidCents: 100,
  ...overrides,
});

export function snapshotWith(overrides: Partial<SkuSnapshot> = {}): SkuSnapshot {
  return {
    settings: settingsWith(),
    campaigns: [
      {
        campaignId: "c1",
        name: "GARLIC-PRESS keywords",
        state: "ENABLED",
        targetingType: "MANUAL",
        budgetCents: 5000,
        role: "KEYWORD",
        migrated: false,
        sharedWithOtherSkus: false,
      },
    ],
    ...quietMirror(),
    adGroups: [
      { adGroupId: "ag1", campaignId: "c1", state: "ENABLED", defaultBidCents: 100 },
      { adGroupId: "ag2", campaignId: "c1", state: "ENABLED", defaultBidCents: 100 },
    ],
    productAds: [
      { adId: "ad1", campaignId: "c1", adGroupId: "ag1", state: "ENABLED" },
      { adId: "ad2", campaignId: "c1", adGroupId: "ag2", state: "ENABLED" },
    ],
    ...overrides,
  };
}

/**
 * A SKU with work for every bid rule, for a run of all the rules: k1 bids $0.20, k2 $4.00 and t1 $5.00;
 * k3 ($1.00) sells well and its search term "garlic mincer" sold twice; k4 (at `k4BidCents`) spends
 * without selling.
 */
export const everyBidRuleAtWork = (settings: SkuSettings, k4BidCents: number): SkuSnapshot =>
  snapshotWith({
    settings,
    keywords: [
      keyword("k1", { bidCents: 20 }),
      keyword("k2", { bidCents: 400 }),
      keyword("k3", { bidCents: 100 }),
      keyword("k4", { bidCents: k4BidCents }),
    ],
    targets: [target("t1", { bidCents: 500 })],
    targetingDays: [
      ...reportedDays("k3", {
        impressions: 900,
        clicks: 30,
        spendCents: 3000,
        salesCents: 40000,
        orders: 10,
      }),
      ...reportedDays("k4", { impressions: 900, clicks: 30, spendCents: 3000, salesCents: 100, orders: 1 }),
    ],
    searchTermDays: [
      {
        searchTerm: "garlic mincer",
        campaignId: "c1",
        adGroupId: "ag1",
        targetingId: "k3",
        date: "2026-11-19",
        impressions: 100,
        clicks: 5,
        spendCents: 300,
        salesCents: 3000,
        orders: 2,
        units: 2,
      },
    ],
  });

export const inputOf = (snapshot: SkuSnapshot, clock = clockAt(), adLimitReached = false): RuleInput => ({
  snapshot,
  clock,
  adLimitReached,
});

const figures = (partial: Partial<Figures>): Figures => ({
  impressions: 0,
  clicks: 0,
  spendCents: 0,
  salesCents: 0,
  orders: 0,
  units: 0,
  ...partial,
});

/**
 * One row a day for the `days` days before `today`, each day's figures as they finally settle,
 * reported as the marketplace would at `hour` of `today`: sales, orders and units still arriving.
 */
export function reportedDays(
  targetingId: string,
  final: Partial<Figures>,
  { days = 14, today = TODAY, hour = RUN_HOUR, campaignId = "c1" } = {},
): TargetingDay[] {
  return Array.from({ length: days }, (_, index) => {
    const date = shiftDate(today, -(days - index));
    const settled = figures(final);
    const share = shareOfDay(date, today, hour);
    return {
      ...settled,
      salesCents: Math.round(settled.salesCents * share),
      orders: settled.orders * share,
      units: settled.units * share,
      targetingId,
      campaignId,
      date,
    };
  });
}

/** The same days with their final figures, as if nothing were still arriving. */
export function settledDays(
  targetingId: string,
  final: Partial<Figures>,
  { days = 14, today = TODAY, campaignId = "c1" } = {},
): TargetingDay[] {
  return Array.from({ length: days }, (_, index) => ({
    ...figures(final),
    targetingId,
    campaignId,
    date: shiftDate(today, -(days - index)),
  }));
}

export type BidChange = Extract<ProposedChange, { kind: "SET_BID" }>;

/** A bid change of the log, planned in the morning of `date` (Los Angeles). */
export function loggedChange(
  change: Pick<BidChange, "rule" | "entityType" | "entityId"> &
    Partial<Pick<BidChange, "fromCents" | "toCents">>,
  date: string,
  status: ChangeRecord["status"] = "APPLIED",
): ChangeRecord {
  return {
    kind: "SET_BID",
    entityType: change.entityType,
    entityId: change.entityId,
    fromCents: change.fromCents ?? 100,
    toCents: change.toCents ?? 80,
    rule: change.rule,
    skuId: 7,
    campaignId: "c1",
    reason: "earlier change",
    id: 1,
    profileId: 1,
    runKey: `${date}T09:00:00.000Z`,
    status,
    createdEntityId: null,
    error: null,
    plannedAt: new Date(`${date}T09:00:00Z`),
    appliedAt: status === "APPLIED" ? new Date(`${date}T09:05:00Z`) : null,
  };
}

/** The bid changes among `changes` (all the bid rules propose). */
export const bidChangesOf = (changes: ProposedChange[]): BidChange[] =>
  changes.filter((change): change is BidChange => change.kind === "SET_BID");

/** The ids of the entities whose bids the changes move, in order. */
export const entityIdsOf = (changes: ProposedChange[]) =>
  bidChangesOf(changes).map((change) => change.entityId);

/** The bid a rule proposes for `entityId`, or undefined when it leaves it. */
export const proposedBid = (changes: ProposedChange[], entityId: string): number | undefined =>
  bidChangesOf(changes).find((change) => change.entityId === entityId)?.toCents;
