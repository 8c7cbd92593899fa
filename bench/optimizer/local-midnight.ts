/** The bench's days start at the marketplace's local midnight; clock changes make a day 23 or 25 hours. */
import { advance, localTime, type SandboxState, type TimeZone } from "../../sandbox/model/index";

const HOUR_MS = 3_600_000;

/** Hours from `nowIso` to the next local midnight (24 on a midnight; 23 or 25 across a clock change). */
export function hoursToMidnight(zone: string, nowIso: string | number): number {
  const start = typeof nowIso === "number" ? nowIso : Date.parse(nowIso);
  for (let hours = 1; hours <= 25; hours++) {
    if (localTime(zone as TimeZone, start + hours * HOUR_MS).hour === 0) return hours;
  }
  throw new Error(`no local midnight within 25 hours of ${nowIso} in ${zone}`);
}

/** The state at the first local midnight at or after its clock. */
export function atLocalMidnight(state: SandboxState, zone: string): SandboxState {
  const local = localTime(zone as TimeZone, Date.parse(state.clock.now));
  return local.hour === 0 ? state : advance(state, hoursToMidnight(zone, state.clock.now)).state;
}
