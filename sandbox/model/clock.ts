/**
 * The clock. Simulated time moves only through `advance`, hour by hour, profile by profile; the
 * input state is never mutated. Same state + same calls → byte-identical JSON, and advancing
 * 48 hours equals advancing 24 twice (every random stream is keyed by absolute hour).
 */
import { addDays, HOUR_MS, hourIndexOf, isoInstant, localTime, parseInstant } from "./core/time";
import { landDueConversions } from "./simulation/attribution";
import { closeContext, openContext } from "./simulation/context";
import { closeDay, openDay } from "./simulation/day";
import type { SimEvent } from "./simulation/events";
import { closeHourly, closeHourTraffic } from "./simulation/hourly-rows";
import { simulateHour } from "./simulation/simulate-hour";
import type { SandboxState } from "./state";

/** Fact rows older than this many days are dropped (reports keep 95 days). */
export const RETENTION_DAYS = 100;
/** One call may run at most this many hours (a year). */
export const MAX_ADVANCE_HOURS = 24 * 366;

export interface AdvanceResult {
  state: SandboxState;
  events: SimEvent[];
}

/** A deep copy through JSON: the state is plain data by contract. */
export function cloneState(state: SandboxState): SandboxState {
  return JSON.parse(JSON.stringify(state)) as SandboxState;
}

/**
 * A copy of exactly what `advance` changes (metrics, organic ranks, velocity, clock); catalogs,
 * entities and the scenario are shared with the input, which is never written to. Fact rows are
 * shared too and copied on their first write (simulation/fact-rows.ts).
 */
function copyForAdvance(state: SandboxState): SandboxState {
  return {
    ...state,
    clock: { ...state.clock },
    profiles: state.profiles.map((profile) => ({
      ...profile,
      market: {
        ...profile.market,
        truth: profile.market.truth.map((truth) => ({ ...truth, organicRank: [...truth.organicRank] })),
        velocity: Object.fromEntries(
          Object.entries(profile.market.velocity).map(([sku, days]) => [sku, [...days]]),
        ),
      },
      metrics: {
        facts: profile.metrics.facts,
        hourly: profile.metrics.hourly,
        pending: profile.metrics.pending.map((conversion) => ({ ...conversion })),
        spend: { date: profile.metrics.spend.date, byCampaign: { ...profile.metrics.spend.byCampaign } },
        organicToday: { ...profile.metrics.organicToday },
        adUnitsToday: { ...profile.metrics.adUnitsToday },
        outOfBudget: { ...profile.metrics.outOfBudget },
      },
    })),
  };
}

export function advance(state: SandboxState, hours: number): AdvanceResult {
  if (!Number.isInteger(hours) || hours < 0 || hours > MAX_ADVANCE_HOURS) {
    throw new RangeError(`hours must be an integer between 0 and ${MAX_ADVANCE_HOURS}`);
  }
  const next = copyForAdvance(state);
  const startHour = hourIndexOf(parseInstant(next.clock.now));
  const events: SimEvent[] = [];
  for (const profile of next.profiles) {
    const context = openContext(profile, next.scenario, next.seed);
    openDay(context, context.date, startHour, false);
    for (let h = startHour; h < startHour + hours; h++) {
      const local = localTime(profile.timezone, h * HOUR_MS);
      if (local.date !== context.date) {
        closeDay(context);
        openDay(context, local.date, h, true);
      }
      landDueConversions(context, h);
      simulateHour(context, h, local);
      closeHourTraffic(context, h);
    }
    closeContext(context, addDays(context.date, -RETENTION_DAYS));
    profile.metrics.hourly = closeHourly(context, startHour + hours);
    events.push(...context.events);
  }
  next.clock.now = isoInstant((startHour + hours) * HOUR_MS);
  events.sort((a, b) => a.at.localeCompare(b.at) || a.profileId - b.profileId);
  return { state: next, events };
}

/** Parses "36h", "7d", "2w" or a bare number of hours (the CLI's and HTTP layer's duration). */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*([hdw]?)$/.exec(text.trim());
  if (!match) return undefined;
  const value = Number(match[1]);
  const unit = match[2] === "d" ? 24 : match[2] === "w" ? 168 : 1;
  return value * unit;
}
