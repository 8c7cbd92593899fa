import type { OrganicRank } from "../../../worker/contracts/automation/organic-rank";

/**
 * Hand-built inputs for the schedule rules (day parting, seasonality, boosts, stock): one SKU in Los
 * Angeles with two of Skupilot's campaigns and one of the seller's own, and a change log built with
 * `ownChange` / `applyAll` as the job would have written it.
 */

import type {
  CampaignSnapshot,
  KeywordSnapshot,
  ProductAdSnapshot,
  RuleClock,
  RuleInput,
  SkuSettings,
  SkuSnapshot,
} from "../../../worker/automation/rules/rule-input";
import { ruleClockAt } from "../../../worker/clock/zone-clock";
import type {
  AmountIncreaseType,
  Seasonality,
  Weekday,
} from "../../../worker/contracts/advertised-skus/advertised-sku";
import type { ChangeRecord, ProposedChange } from "../../../worker/contracts/automation/change";
import { quietMirror } from "./quiet-snapshot";

export const ZONE = "America/Los_Angeles";

/** The rule clock at a wall-clock time in Los Angeles, like "2026-11-23T01:00" (a Monday). */
export function laClock(localTime: string): RuleClock {
  for (const hours of [7, 8]) {
    const clock = ruleClockAt(new Date(Date.parse(`${localTime}:00Z`) + hours * 3_600_000), ZONE);
    if (`${clock.today}T${String(clock.hour).padStart(2, "0")}:00` === localTime) return clock;
  }
  throw new Error(`${localTime} does not exist in ${ZONE}`);
}

export const seasonalityOff: Seasonality = {
  turnAdsOffAtTimeOfDay: { isActivated: false, windows: [] },
  turnAdsOffAtTimeOfYear: { isActivated: false },
  increaseDailyBudgetAtTimeOfYear: { isActivated: false },
};

export function seasonalityWith(sections: Partial<Seasonality>): Seasonality {
  return { ...seasonalityOff, ...sections };
}

/** Day parting alone: ads off on `day` from `from` to `to` (local times). */
export const adsOffAtTimeOfDay = (day: Weekday, from: string, to: string, isActivated = true) =>
  seasonalityWith({ turnAdsOffAtTimeOfDay: { isActivated, windows: [{ day, from, to }] } });

/** Day parting alone with several windows, like ["MON", "01:00", "06:00"]. */
export const adsOffInWindows = (...windows: [Weekday, string, string][]) =>
  seasonalityWith({
    turnAdsOffAtTimeOfDay: {
      isActivated: true,
      windows: windows.map(([day, from, to]) => ({ day, from, to })),
    },
  });

/** The seasonal budget alone: raised by `budgetAmount` ($ or %) up to `budgetMax` from 2026-12-01 to 2026-12-24. */
export const budgetSeason = (
  type: AmountIncreaseType,
  budgetAmount: number,
  budgetMax: number,
  isActivated = true,
) =>
  seasonalityWith({
    increaseDailyBudgetAtTimeOfYear: {
      isActivated,
      from: "2026-12-01",
      to: "2026-12-24",
      amountIncreaseType: type,
      budgetAmount,
      budgetMax,
    },
  });

export function settingsOf(overrides: Partial<SkuSettings> = {}): SkuSettings {
  return {
    skuId: 7,
    sku: "MUG-01",
    asin: "B0MUG00001",
    timezone: ZONE,
    currency: "USD",
    bidMinCents: 20,
    bidMaxCents: 300,
    maxDailyBudgetCents: 5000,
    targetAcos: 25,
    seasonality: null,
    negativeOptimization: null,
    searchTermExpansion: null,
    targetBidExpansion: null,
    ...overrides,
  };
}

export function campaignOf(campaignId: string, overrides: Partial<CampaignSnapshot> = {}): CampaignSnapshot {
  return {
    campaignId,
    name: `Campaign ${campaignId}`,
    state: "ENABLED",
    targetingType: "MANUAL",
    budgetCents: 5000,
    role: "KEYWORD",
    migrated: false,
    sharedWithOtherSkus: false,
    ...overrides,
  };
}

/** Skupilot's auto and keyword campaigns, and the seller's own campaign "c-seller" (no role). */
export const CAMPAIGNS = [
  campaignOf("c-auto", { role: "AUTO", targetingType: "AUTO" }),
  campaignOf("c-kw"),
  campaignOf("c-seller", { role: null }),
];

export function keywordOf(keywordId: string, overrides: Partial<KeywordSnapshot> = {}): KeywordSnapshot {
  return {
    keywordId,
    campaignId: "c-kw",
    adGroupId: "ag-kw",
    keywordText: `coffee mug ${keywordId}`,
    matchType: "EXACT",
    state: "ENABLED",
    bidCents: 80,
    ...overrides,
  };
}

/** The SKU's product ad in a campaign (its ad group "ag-<campaign>"). */
export const productAdOf = (
  adId: string,
  campaignId: string,
  state: ProductAdSnapshot["state"] = "ENABLED",
): ProductAdSnapshot => ({
  adId,
  campaignId,
  adGroupId: `ag-${campaignId}`,
  state,
});

export function snapshotOf(overrides: Partial<SkuSnapshot> = {}): SkuSnapshot {
  return {
    settings: settingsOf(),
    campaigns: CAMPAIGNS,
    ...quietMirror(),
    ...overrides,
  };
}

export const inputOf = (snapshot: SkuSnapshot, clock: RuleClock): RuleInput => ({
  snapshot,
  clock,
  adLimitReached: false,
});

let nextId = 1;
/** A change as the log keeps it once Amazon confirmed it (APPLIED unless told). */
export function ownChange(
  change: ProposedChange,
  at: Date,
  overrides: Partial<ChangeRecord> = {},
): ChangeRecord {
  return {
    ...change,
    id: nextId++,
    profileId: 1,
    runKey: at.toISOString(),
    status: "APPLIED",
    createdEntityId: null,
    error: null,
    plannedAt: at,
    appliedAt: at,
    ...overrides,
  } as ChangeRecord;
}

/**
 * The snapshot after the job applied `changes` at `clock`: entities take their new state, bid or
 * budget, and the changes join the history (newest first).
 */
export function applyAll(snapshot: SkuSnapshot, changes: ProposedChange[], clock: RuleClock): SkuSnapshot {
  const find = (entityId: string) =>
    changes.find((change) => "entityId" in change && change.entityId === entityId);
  const withState = <T extends { state: string }>(entity: T, entityId: string): T => {
    const change = find(entityId);
    return change?.kind === "SET_STATE" ? { ...entity, state: change.to } : entity;
  };
  return {
    ...snapshot,
    campaigns: snapshot.campaigns.map((campaign) => {
      const change = find(campaign.campaignId);
      const budgetCents = change?.kind === "SET_BUDGET" ? change.toCents : campaign.budgetCents;
      return { ...withState(campaign, campaign.campaignId), budgetCents };
    }),
    productAds: snapshot.productAds.map((ad) => withState(ad, ad.adId)),
    keywords: snapshot.keywords.map((keyword) => {
      const change = find(keyword.keywordId);
      return change?.kind === "SET_BID" ? { ...keyword, bidCents: change.toCents } : keyword;
    }),
    history: [...changes.map((change) => ownChange(change, clock.now)).reverse(), ...snapshot.history],
  };
}

/** What a list of changes does, in one line each: "c-kw ENABLED→PAUSED", "k1 80→120". */
export function summary(changes: ProposedChange[]): string[] {
  return changes.map((change) => {
    const id = "entityId" in change ? change.entityId : "?";
    if (change.kind === "SET_STATE") return `${id} ${change.from}→${change.to}`;
    if (change.kind === "SET_BID" || change.kind === "SET_BUDGET")
      return `${id} ${change.fromCents}→${change.toCents}`;
    return `${id} ${change.kind}`;
  });
}

/** An organic rank as the snapshot carries it: a position, or null for "not in the first pages read" (48 results). */
export const rankOf = (position: number | null): OrganicRank =>
  position === null ? { status: "NOT_FOUND", organicResultsRead: 48 } : { status: "RANKS", position };
