/**
 * Report latency: a local day's rows are published a few hours after the day ends in the profile's
 * time zone (the delay drawn per profile and day from the seed, within the scenario's range), and a
 * report leaves out every date not published yet. Published days still restate: their orders keep
 * landing over the attribution window.
 */
import { hashString, mixInts } from "../core/rng";
import { addDays, DAY_MS, daysBetween, localTime, parseDate, parseInstant } from "../core/time";
import { reportingOf } from "../scenario";
import type { Profile, SandboxState } from "../state";

/** Hours after the end of `date` (local) at which its rows appear. */
export function publishDelayHours(
  seed: string,
  profile: Profile,
  date: string,
  range: [number, number],
): number {
  const [min, max] = range;
  const draw = mixInts(hashString(`${seed}:publication:${profile.profileId}`), parseDate(date) / DAY_MS);
  return min + Math.floor((draw / 4_294_967_296) * (max - min + 1));
}

/** Whether the rows of a local date are published at the state's now. */
export function isPublished(state: SandboxState, profile: Profile, date: string): boolean {
  const now = localTime(profile.timezone, parseInstant(state.clock.now));
  const hoursSinceDayEnd = daysBetween(addDays(date, 1), now.date) * 24 + now.hour;
  const range = reportingOf(state.scenario).publishDelayHours;
  return hoursSinceDayEnd >= publishDelayHours(state.seed, profile, date, [range[0], range[1]]);
}

/** A date filter for one report: each date decided once. */
export function publishedFilter(state: SandboxState, profile: Profile): (date: string) => boolean {
  const decided = new Map<string, boolean>();
  return (date) => {
    let published = decided.get(date);
    if (published === undefined) {
      published = isPublished(state, profile, date);
      decided.set(date, published);
    }
    return published;
  };
}
