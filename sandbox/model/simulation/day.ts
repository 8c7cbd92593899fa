/**
 * Local-day boundaries of a profile: closing a day turns its sales into velocity and moves organic
 * ranks; opening one resets budgets, applies stock spells and flight dates, and draws the day's
 * competitor landscape.
 */
import { logNormal, poisson, uniformIn } from "../core/draws";
import { clamp } from "../core/numbers";
import { mixInts, rngFromInt } from "../core/rng";
import { DAY_MS, HOUR_MS, isoInstant, parseDate } from "../core/time";
import type { Query } from "../market";
import { reactionKnobs } from "../scenario";
import { organicClickShare, organicScore, rankAmong } from "../world/organic-rank";
import { availabilityOn } from "../world/stock-spells";
import { closeReactionDay } from "./competitor-reaction";
import { dayDrift, type SimContext } from "./context";
import { foldDay } from "./fold-day";
import { seasonality, type TrafficCurves } from "./traffic";

const VELOCITY_DAYS = 7;

export function closeDay(context: SimContext): void {
  const { profile } = context;
  foldDay(context, context.date);
  context.reaction = closeReactionDay(context.reaction, reactionKnobs(context.scenario));
  const { market } = profile;
  const rng = rngFromInt(mixInts(context.seedInt, parseDate(context.date) / DAY_MS, 0x0a9a));
  profile.catalog.forEach((product, index) => {
    const organicUnits = poisson(rng, context.organicExpected[index] ?? 0);
    const adUnits = profile.metrics.adUnitsToday[product.sku] ?? 0;
    const history = [...(market.velocity[product.sku] ?? []), organicUnits + adUnits];
    market.velocity[product.sku] = history.slice(-VELOCITY_DAYS);
  });
  market.truth.forEach((truth) => {
    const history = market.velocity[truth.sku] ?? [];
    const unitsPerDay = history.reduce((sum, units) => sum + units, 0) / VELOCITY_DAYS;
    market.queries.forEach((query, q) => {
      if (query.kind !== "term") return;
      truth.organicRank[q] = rankAmong(
        organicScore(truth.relevance[q] ?? 0, unitsPerDay),
        query.organicScores,
      );
    });
  });
  profile.metrics.adUnitsToday = {};
  context.organicExpected = context.organicExpected.map(() => 0);
  context.spent = context.spent.map(() => 0);
  context.campaignOut = context.campaignOut.map(() => false);
}

export function openDay(context: SimContext, date: string, hourIndex: number, announce: boolean): void {
  const { profile, scenario } = context;
  const { market } = profile;
  if (date !== context.date) {
    context.dayKeys = [];
    context.rowCache = new Map();
  }
  context.date = date;
  context.drift = dayDrift(context.seedInt, profile, scenario, date);
  context.campaignLive = profile.ads.campaigns.map(
    (campaign) =>
      campaign.state === "ENABLED" &&
      campaign.startDate <= date &&
      (!campaign.endDate || date <= campaign.endDate),
  );
  profile.catalog.forEach((product, index) => {
    const availability = availabilityOn(product, date, scenario.stock.scarceDaysBefore);
    if (announce && availability !== context.availability[index]) {
      context.events.push({
        type: "AVAILABILITY_CHANGED",
        at: isoInstant(hourIndex * HOUR_MS),
        profileId: profile.profileId,
        sku: product.sku,
        asin: product.asin,
        availability,
      });
    }
    context.availability[index] = availability;
    context.productLive[index] = availability !== "OUT_OF_STOCK";
  });
  context.dayVolume = market.queries.map((query, q) => {
    const curves = context.curves[q];
    return curves ? dayVolumeOf(query, curves, date) : 0;
  });
  const sigma = scenario.competition.bidSigma;
  context.competitorScores = market.queries.map((query, q) =>
    context.candidates[q]?.length === 0 ? [] : competitorScoresOfDay(context.seedInt, date, q, query, sigma),
  );
  context.organicPairs = market.queries.map((query, q) => {
    if (query.kind !== "term") return [];
    const pairs = [];
    for (let p = 0; p < market.truth.length; p++) {
      const truth = market.truth[p];
      if (!truth || !context.productLive[p]) continue;
      const share = organicClickShare(truth.organicRank[q] ?? 0);
      if (share <= 0) continue;
      const ctr = context.drift.ctr(truth.ctr[q] ?? 0, p, q);
      const quality = clamp(ctr / market.referenceCtr, 0.3, 2);
      pairs.push({
        productIndex: p,
        unitsPerSearch: share * quality * context.drift.cvr(truth.cvr[q] ?? 0, p, q),
      });
    }
    return pairs;
  });
}

/** A query's expected searches on a local date before the hour-of-day share (volume × weekday × season). */
export function dayVolumeOf(query: Query, curves: TrafficCurves, date: string): number {
  const dayNumber = parseDate(date) / DAY_MS;
  const weekday = new Date(dayNumber * DAY_MS).getUTCDay();
  const dayOfYear =
    1 +
    Math.round((dayNumber * DAY_MS - Date.UTC(new Date(dayNumber * DAY_MS).getUTCFullYear(), 0, 1)) / DAY_MS);
  return query.dailyVolume * (curves.dayFactor[weekday] ?? 1) * seasonality(curves, query, dayOfYear);
}

/** A query's listed competitor scores on a local date (bid × quality), high to low, before the hourly swing. */
export function competitorScoresOfDay(
  seedInt: number,
  date: string,
  q: number,
  query: Query,
  sigma: number,
): number[] {
  const rng = rngFromInt(mixInts(seedInt, parseDate(date) / DAY_MS, q, 0xc0));
  return Array.from(
    { length: query.competitors },
    () => logNormal(rng, query.competitorBidMedian, sigma) * uniformIn(rng, 0.6, 1.4),
  ).sort((a, b) => b - a);
}
