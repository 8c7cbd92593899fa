/**
 * The working context of one profile while `advance` runs: indexes and counters derived from the
 * (cloned) profile, written back into it by `closeContext`. Never serialised.
 */

import { buildCandidates, type Candidate } from "../auction/candidates";
import { priorCvr } from "../auction/predicted-conversion";
import { hashString } from "../core/rng";
import { DAY_MS, parseDate } from "../core/time";
import {
  emptyHourlyFigures,
  type HourlyConversions,
  type HourlyFigures,
  type HourlyTraffic,
} from "../hourly";
import type { FactRow, PendingConversion } from "../metrics";
import { factKey } from "../metrics";
import { auctionKnobs, driftOf, type Scenario } from "../scenario";
import type { Availability, Profile } from "../state";
import { type ReactionState, readReaction } from "./competitor-reaction";
import { type ConversionHistory, readHistory, writeHistory } from "./conversion-history";
import { DayDrift } from "./drift";
import type { SimEvent } from "./events";
import { type TrafficCurves, trafficCurves } from "./traffic";

/** An ad of a product without the featured offer shows in this share of the auctions it wins. */
const LOST_BUY_BOX_REACH = 0.3;

export interface OrganicPair {
  productIndex: number;
  /** Expected organic units per search at today's rank. */
  unitsPerSearch: number;
}

export interface SimContext {
  profile: Profile;
  scenario: Scenario;
  /** Traffic curves per query (by its category). */
  curves: TrafficCurves[];
  seedInt: number;
  candidates: Candidate[][];
  facts: Map<string, FactRow>;
  /** The rows of `facts` this call created or copied; the others belong to the input state (fact-rows.ts). */
  ownRows: Set<FactRow>;
  /** The input's hourly figures, and those this call created or copied, by ad and by `hour|ad` (hourly-rows.ts). */
  hourly: HourlyFigures;
  ownTraffic: Map<string, HourlyTraffic>;
  ownConversions: Map<string, HourlyConversions>;
  /** The simulated hour's traffic per ad (by productAds index), and the ads it touched (hourly-rows.ts). */
  hourImpressions: Float64Array;
  hourClicks: Float64Array;
  hourCost: Float64Array;
  hourAds: number[];
  pending: Map<number, PendingConversion[]>;
  /** Current local date being simulated. */
  date: string;
  campaignLive: boolean[];
  campaignOut: boolean[];
  spent: number[];
  productLive: boolean[];
  /** Share of auctions a product's ads are shown in: below 1 when it has lost the featured offer. */
  productReach: number[];
  availability: Availability[];
  organicExpected: number[];
  organicPairs: OrganicPair[][];
  /** Today's competitor scores per query (bid × quality), sorted high to low, before the hourly swing. */
  competitorScores: number[][];
  /** Today's expected searches per query before the hour-of-day share (volume × weekday × season). */
  dayVolume: number[];
  /** Keys of the fact rows of the current date (folded when the day closes). */
  dayKeys: string[];
  /** The marketplace's observed clicks and orders per pair (see conversion-history.ts). */
  conversionHistory: ConversionHistory;
  /** Per product and query: the marketplace's prior conversion rate, before any history. */
  conversionPrior: number[][];
  /** How many clicks' worth of weight that prior has. */
  priorClicks: number;
  reaction: ReactionState;
  productIndexBySku: Map<string, number>;
  queryIndexByText: Map<string, number>;
  /** Today's fact rows by candidate and query × placement slot, to skip string keys in the hot loop. */
  rowCache: Map<Candidate, (FactRow | undefined)[]>;
  /** Today's drifted CVR and CTR: read them through this, never from the truth directly. */
  drift: DayDrift;
  events: SimEvent[];
}

/** The rows by key of each fact table `advance` returned, so the next call need not key them again. */
const factIndexes = new WeakMap<readonly FactRow[], ReadonlyMap<string, FactRow>>();

function factsByKey(rows: readonly FactRow[]): Map<string, FactRow> {
  const known = factIndexes.get(rows);
  if (known) return new Map(known);
  const facts = new Map<string, FactRow>();
  for (const row of rows) facts.set(factKey(row), row);
  return facts;
}

export function openContext(profile: Profile, scenario: Scenario, seed: string): SimContext {
  const facts = factsByKey(profile.metrics.facts);
  const pending = new Map<number, PendingConversion[]>();
  for (const conversion of profile.metrics.pending) {
    const bucket = pending.get(conversion.at);
    if (bucket) bucket.push(conversion);
    else pending.set(conversion.at, [conversion]);
  }
  const campaigns = profile.ads.campaigns;
  const { market } = profile;
  const seedInt = hashString(`${seed}:simulation:${profile.profileId}`);
  const knobs = auctionKnobs(scenario);
  const spend = profile.metrics.spend.byCampaign;
  const out = profile.metrics.outOfBudget;
  return {
    profile,
    scenario,
    curves: curvesPerQuery(profile, scenario),
    seedInt,
    candidates: buildCandidates(profile),
    facts,
    ownRows: new Set(),
    hourly: profile.metrics.hourly ?? emptyHourlyFigures(),
    ownTraffic: new Map(),
    ownConversions: new Map(),
    hourImpressions: new Float64Array(profile.ads.productAds.length),
    hourClicks: new Float64Array(profile.ads.productAds.length),
    hourCost: new Float64Array(profile.ads.productAds.length),
    hourAds: [],
    pending,
    date: profile.metrics.spend.date,
    campaignLive: campaigns.map(() => false),
    // A budget raised after it ran out today lets the campaign serve again.
    campaignOut: campaigns.map((campaign) => campaign.budget.budget <= (out[campaign.campaignId] ?? -1)),
    spent: campaigns.map((campaign) => spend[campaign.campaignId] ?? 0),
    productLive: profile.catalog.map(() => false),
    productReach: profile.catalog.map((product) =>
      product.eligibility.some((status) => status.severity === "ELIGIBLE_WITH_WARNING")
        ? LOST_BUY_BOX_REACH
        : 1,
    ),
    availability: profile.catalog.map(() => "IN_STOCK"),
    organicExpected: profile.catalog.map((product) => profile.metrics.organicToday[product.sku] ?? 0),
    organicPairs: [],
    competitorScores: [],
    dayVolume: [],
    dayKeys: profile.metrics.facts
      .filter((row) => row.date === profile.metrics.spend.date)
      .map((row) => factKey(row)),
    conversionHistory: readHistory(market),
    conversionPrior: market.truth.map((truth, p) =>
      truth.relevance.map((relevance, q) =>
        priorCvr(relevance, scenario.cvr.range, knobs.predictionNoise, seedInt, p, q),
      ),
    ),
    priorClicks: knobs.predictionPriorClicks,
    reaction: readReaction(market),
    productIndexBySku: new Map(profile.catalog.map((product, index) => [product.sku, index])),
    queryIndexByText: new Map(market.queries.map((query, index) => [query.text, index])),
    rowCache: new Map(),
    drift: dayDrift(seedInt, profile, scenario, profile.metrics.spend.date),
    events: [],
  };
}

/** Writes the context's counters back into its profile, dropping the fact rows dated before `oldest`. */
export function closeContext(context: SimContext, oldest: string): void {
  const { profile } = context;
  const campaigns = profile.ads.campaigns;
  for (const [key, row] of context.facts) if (row.date < oldest) context.facts.delete(key);
  profile.metrics.facts = [...context.facts.values()];
  factIndexes.set(profile.metrics.facts, context.facts);
  profile.metrics.pending = [...context.pending.keys()]
    .sort((a, b) => a - b)
    .flatMap((at) => context.pending.get(at) ?? []);
  profile.metrics.spend = {
    date: context.date,
    byCampaign: Object.fromEntries(
      campaigns.flatMap((campaign, index) =>
        (context.spent[index] ?? 0) > 0 ? [[campaign.campaignId, context.spent[index] ?? 0]] : [],
      ),
    ),
  };
  profile.metrics.outOfBudget = Object.fromEntries(
    campaigns.filter((_, index) => context.campaignOut[index]).map((c) => [c.campaignId, c.budget.budget]),
  );
  profile.market.conversionHistory = writeHistory(profile.market, context.conversionHistory);
  profile.market.competitorReaction = context.reaction;
  profile.metrics.organicToday = Object.fromEntries(
    profile.catalog.map((product, index) => [product.sku, context.organicExpected[index] ?? 0]),
  );
}

function curvesPerQuery(profile: Profile, scenario: Scenario): TrafficCurves[] {
  const byCategory = new Map<string, TrafficCurves>();
  return profile.market.queries.map((query) => {
    let curves = byCategory.get(query.categoryId);
    if (!curves) {
      curves = trafficCurves(scenario, query.categoryId);
      byCategory.set(query.categoryId, curves);
    }
    return curves;
  });
}

/** The drift of a local date (YYYY-MM-DD) for a profile's pairs. */
export function dayDrift(seedInt: number, profile: Profile, scenario: Scenario, date: string): DayDrift {
  return new DayDrift(
    seedInt,
    driftOf(scenario),
    Math.round(parseDate(date) / DAY_MS),
    profile.market.queries.length,
    profile.market.truth.length,
  );
}
