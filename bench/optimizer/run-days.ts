/**
 * The simulated days of one strategy: from the world's first local midnight, each day the strategy
 * acts at the start of the local day (the product's first hourly job of the day), then the market
 * runs 24 hours. After the last day the campaigns are paused and the market runs 8 more days so every
 * click's 7-day orders have landed before the run is measured.
 */
import { advance, localTime, type SandboxState, type TimeZone } from "../../sandbox/model/index";
import type { AdvertisedSku } from "./advertise";
import { hoursToMidnight } from "./local-midnight";
import { call } from "./sandbox-calls";
import type { BenchWorld } from "./world";

const HOUR_MS = 3_600_000;
const SETTLE_DAYS = 8;

export type DayContext = { day: number; now: Date; today: string };

export type StrategyRun = {
  setUp: (world: BenchWorld) => { state: SandboxState; skus: AdvertisedSku[] };
  /** At local midnight of each run day, before the market runs it. */
  onDay?: (state: SandboxState, context: DayContext, skus: AdvertisedSku[]) => SandboxState;
  /** Whether onDay has anything to do on that local date (default: every day); days it skips run in one go. */
  actsOn?: (date: string, day: number) => boolean;
};

export type RunResult = { state: SandboxState; skus: AdvertisedSku[]; firstDate: string; lastDate: string };

export function runDays(world: BenchWorld, strategy: StrategyRun): RunResult {
  const zone = world.timezone as TimeZone;
  let { state, skus } = strategy.setUp(world);
  let nowMs = Date.parse(state.clock.now);
  const firstDate = localTime(zone, nowMs).date;
  let lastDate = firstDate;
  // Hours not simulated yet: the market's draws do not depend on how `advance` calls are split.
  let pending = 0;
  for (let day = 0; day < world.days; day++) {
    lastDate = localTime(zone, nowMs).date;
    if (strategy.onDay && (strategy.actsOn?.(lastDate, day) ?? true)) {
      if (pending > 0) state = advance(state, pending).state;
      pending = 0;
      state = strategy.onDay(state, { day, now: new Date(nowMs), today: lastDate }, skus);
    }
    const hours = hoursToMidnight(zone, nowMs);
    pending += hours;
    nowMs += hours * HOUR_MS;
  }
  if (pending > 0) state = advance(state, pending).state;
  return { state: settle(state, world.profileId), skus, firstDate, lastDate };
}

function settle(state: SandboxState, profileId: number): SandboxState {
  const profile = state.profiles.find((candidate) => candidate.profileId === profileId);
  const items = (profile?.ads.campaigns ?? [])
    .filter((campaign) => campaign.state === "ENABLED")
    .map((campaign) => ({ campaignId: campaign.campaignId, state: "PAUSED" }));
  const paused = call(state, profileId, "campaigns", "update", items).state;
  return advance(paused, SETTLE_DAYS * 24).state;
}
