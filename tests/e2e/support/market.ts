import { inject } from "vitest";
import { advanceMarket, type Step } from "../../../scripts/market/advance-market.mjs";

/**
 * Moves the sandbox market `duration` forward ("7d", "36h") with the product's hourly jobs at each step,
 * as `npm run market -- advance` does: each step waits until its syncs and automation jobs are done.
 * By day, the cron runs once per 24 simulated hours (rules that act on the hour, day parting, are then
 * sampled once a day).
 */
export const moveMarket = (duration: string, { step = "day" as Step, stepTimeoutMs = 120_000 } = {}) =>
  advanceMarket({
    workerUrl: inject("baseUrl"),
    sandboxUrl: inject("sandboxUrl"),
    duration,
    step,
    stepTimeoutMs,
  });
