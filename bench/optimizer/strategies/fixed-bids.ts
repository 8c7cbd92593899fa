/**
 * The two strategies that never touch a bid: `static` (fixed bids, as launched) and `downOnly` (the
 * same bids with Amazon's dynamic bids, down only: LEGACY_FOR_SALES lowers a bid where a click is
 * less likely to convert).
 */
import { advertiseAll } from "../advertise";
import type { StrategyRun } from "../run-days";

export const staticStrategy = (): StrategyRun => ({ setUp: (world) => advertiseAll(world, "MANUAL") });

export const downOnlyStrategy = (): StrategyRun => ({
  setUp: (world) => advertiseAll(world, "LEGACY_FOR_SALES"),
});
