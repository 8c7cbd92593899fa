/**
 * What every auction of a query will look like on each run day, hour by hour, drawn from the very
 * random streams the market uses (sandbox/model/simulation/day.ts and simulate-hour.ts): the day's
 * competitor scores, each hour's expected searches and the hour's swing of those scores, the long
 * tail's floor and the query's reserve. The auction's outcome for one of our bids depends on nothing
 * else (our own other products aside), so the oracle can price every bid before the day runs.
 */
import { reservePriceOf } from "../../../sandbox/model/auction/reserve";
import { logNormal, normalQuantile, poisson, uniformIn } from "../../../sandbox/model/core/draws";
import { hashString, mixInts, rngFromInt } from "../../../sandbox/model/core/rng";
import { DAY_MS, HOUR_MS, localTime, parseDate, type TimeZone } from "../../../sandbox/model/core/time";
import type { Query } from "../../../sandbox/model/index";
import type { Scenario } from "../../../sandbox/model/scenario";
import { seasonality, type TrafficCurves, trafficCurves } from "../../../sandbox/model/simulation/traffic";

/** As simulate-hour.ts: the long tail of bidders below the listed competitors bids this share of their median. */
const TAIL_BID_SHARE = 0.4;

export type HourLandscape = {
  /** Expected searches (page views) this hour. */
  searches: number;
  /** Competitor scores this hour (the day's × the hour's swing), high to low, those under the reserve dropped. */
  scores: Float64Array;
  /** What the last winner pays against when no listed competitor is left (score units). */
  floorScore: number;
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

/** The market's simulation seed of a profile (context.ts: openContext). */
export const simulationSeed = (seed: string, profileId: number) =>
  hashString(`${seed}:simulation:${profileId}`);

/** The day's expected searches of the query before the hour-of-day share (day.ts: openDay). */
function dayVolume(curves: TrafficCurves, query: Query, date: string): number {
  const dayNumber = parseDate(date) / DAY_MS;
  const at = dayNumber * DAY_MS;
  const weekday = new Date(at).getUTCDay();
  const dayOfYear = 1 + Math.round((at - Date.UTC(new Date(at).getUTCFullYear(), 0, 1)) / DAY_MS);
  return query.dailyVolume * (curves.dayFactor[weekday] ?? 1) * seasonality(curves, query, dayOfYear);
}

/** The day's competitor scores before the hourly swing, high to low (day.ts: openDay). */
function dayCompetitorScores(seedInt: number, date: string, q: number, query: Query, sigma: number) {
  const rng = rngFromInt(mixInts(seedInt, parseDate(date) / DAY_MS, q, 0xc0));
  return Array.from(
    { length: query.competitors },
    () => logNormal(rng, query.competitorBidMedian, sigma) * uniformIn(rng, 0.6, 1.4),
  ).sort((a, b) => b - a);
}

export function queryDay(input: LandscapeInput, seedInt: number, day: RunDay, q: number): QueryDay {
  const query = input.queries[q] as Query;
  const sigma = input.scenario.competition.bidSigma;
  const curves = trafficCurves(input.scenario, query.categoryId);
  const volume = dayVolume(curves, query, day.date);
  const reserve = reservePriceOf(query);
  const competitors = dayCompetitorScores(seedInt, day.date, q, query, sigma);
  const hours = day.hourIndexes.map((hourIndex, h) => {
    const searches = volume * (curves.hourShare[day.localHours[h] ?? 0] ?? 0);
    if (searches <= 0) return { searches: 0, scores: new Float64Array(0), floorScore: 0 };
    // The hour's stream: the searches are drawn first, then the swing (simulate-hour.ts).
    const rng = rngFromInt(mixInts(seedInt, hourIndex, q));
    poisson(rng, searches);
    const swing = Math.exp(sigma * 0.5 * normalQuantile(rng.next()));
    const scores = Float64Array.from(
      competitors.map((score) => score * swing).filter((score) => score >= reserve),
    );
    return { searches, scores, floorScore: query.competitorBidMedian * TAIL_BID_SHARE * swing };
  });
  return { kind: query.kind, reserve, hours };
}

/** Every query's landscape on every run day: `[day][query]`. */
export function runLandscape(input: LandscapeInput, days: readonly RunDay[]): QueryDay[][] {
  const seedInt = simulationSeed(input.seed, input.profileId);
  return days.map((day) => input.queries.map((_, q) => queryDay(input, seedInt, day, q)));
}
