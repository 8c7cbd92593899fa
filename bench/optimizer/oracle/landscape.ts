/**
 * What every auction of a query will look like on each run day, hour by hour, drawn from the very
 * random streams and with the very functions the market uses (sandbox/model/simulation/day.ts and
 * simulate-hour.ts): the day's listed competitor scores, each hour's expected searches and swing,
 * the long tail below the listed ones, the query's reserve, and the competitors' reaction (a lift
 * on their bids) as of that day. The auction's outcome for one of our bids depends on nothing else
 * (our own other products aside), so the oracle can price every bid before the day runs.
 */
import { competitorField, competitorScoreAt } from "../../../sandbox/model/auction/competitor-field";
import { reservePriceOf } from "../../../sandbox/model/auction/reserve";
import { normalQuantile, poisson } from "../../../sandbox/model/core/draws";
import { hashString, mixInts, rngFromInt } from "../../../sandbox/model/core/rng";
import { HOUR_MS, localTime, type TimeZone } from "../../../sandbox/model/core/time";
import type { Query } from "../../../sandbox/model/index";
import type { Scenario } from "../../../sandbox/model/scenario";
import { competitorScoresOfDay, dayVolumeOf } from "../../../sandbox/model/simulation/day";
import { trafficCurves } from "../../../sandbox/model/simulation/traffic";

export type HourLandscape = {
  /** Expected searches (page views) this hour. */
  searches: number;
  /**
   * Every competitor score this hour, listed then the long tail, high to low, each × the hour's
   * swing × the day's lift, those under the reserve dropped: the auction's field laid out.
   */
  scores: Float64Array;
};

export type QueryDay = { kind: Query["kind"]; reserve: number; hours: HourLandscape[] };

/** A run day: its local date and the absolute hour indexes (UTC hours since the epoch) it spans. */
export type RunDay = { date: string; hourIndexes: number[]; localHours: number[] };

/** The run's local days from `startMs` (a local midnight), each with its hours (23 or 25 across a clock change). */
export function runDays(zone: TimeZone, startMs: number, days: number): RunDay[] {
  const result: RunDay[] = [];
  let hour = Math.floor(startMs / HOUR_MS);
  for (let day = 0; day < days; day++) {
    const date = localTime(zone, hour * HOUR_MS).date;
    const hourIndexes: number[] = [];
    const localHours: number[] = [];
    for (
      let local = localTime(zone, hour * HOUR_MS);
      local.date === date;
      local = localTime(zone, hour * HOUR_MS)
    ) {
      hourIndexes.push(hour++);
      localHours.push(local.hour);
    }
    result.push({ date, hourIndexes, localHours });
  }
  return result;
}

export type LandscapeInput = {
  scenario: Scenario;
  seed: string;
  profileId: number;
  zone: TimeZone;
  queries: readonly Query[];
};

/** The competitors' lift on a query's bids on a run day (1: their own level). */
export type LiftOf = (day: number, q: number) => number;

/** The market's simulation seed of a profile (context.ts: openContext). */
export const simulationSeed = (seed: string, profileId: number) =>
  hashString(`${seed}:simulation:${profileId}`);

/** Every score of the field, high to low, as the auction walks it (rank 0 on until none is left). */
function fieldScores(field: ReturnType<typeof competitorField>): Float64Array {
  const scores: number[] = [];
  for (let rank = 0; ; rank++) {
    const score = competitorScoreAt(field, rank);
    if (score < 0) break;
    scores.push(score);
  }
  return Float64Array.from(scores);
}

export function queryDay(
  input: LandscapeInput,
  seedInt: number,
  day: RunDay,
  q: number,
  lift: number,
): QueryDay {
  const query = input.queries[q] as Query;
  const sigma = input.scenario.competition.bidSigma;
  const curves = trafficCurves(input.scenario, query.categoryId);
  const volume = dayVolumeOf(query, curves, day.date);
  const reserve = reservePriceOf(query);
  const listed = competitorScoresOfDay(seedInt, day.date, q, query, sigma);
  const hours = day.hourIndexes.map((hourIndex, h) => {
    const searches = volume * (curves.hourShare[day.localHours[h] ?? 0] ?? 0);
    if (searches <= 0) return { searches: 0, scores: new Float64Array(0) };
    // The hour's stream: the searches are drawn first, then the swing (simulate-hour.ts).
    const rng = rngFromInt(mixInts(seedInt, hourIndex, q));
    poisson(rng, searches);
    const swing = Math.exp(sigma * 0.5 * normalQuantile(rng.next()));
    const field = competitorField(listed, query.competitorBidMedian, swing * lift, reserve);
    return { searches, scores: fieldScores(field) };
  });
  return { kind: query.kind, reserve, hours };
}

/** Every query's landscape on every run day: `[day][query]`. */
export function runLandscape(input: LandscapeInput, days: readonly RunDay[], liftOf: LiftOf): QueryDay[][] {
  const seedInt = simulationSeed(input.seed, input.profileId);
  return days.map((day, d) => input.queries.map((_, q) => queryDay(input, seedInt, day, q, liftOf(d, q))));
}
