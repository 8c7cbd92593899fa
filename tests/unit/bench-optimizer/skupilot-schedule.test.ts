import { describe, expect, it } from "vitest";
import { runDays } from "../../../bench/optimizer/run-days";
import { skupilotStrategy } from "../../../bench/optimizer/skupilot/job";
import { advance } from "../../../sandbox/model/index";
import { tinyWorld } from "./tiny-market";

describe("skupilot's job in the bench", () => {
  it("acts at a local day's first hour only: a run later the same day finds nothing to do", () => {
    const world = tinyWorld(4);
    const strategy = skupilotStrategy(world);
    const { state, skus } = runDays(world, strategy);
    expect(strategy.log.length).toBeGreaterThan(0);
    // The day after the run, at its first hour (due) and five hours later (nothing due but inventory).
    const logged = strategy.log.length;
    const midnight = new Date(state.clock.now);
    const today = midnight.toISOString().slice(0, 10);
    const first = strategy.onDay?.(state, { day: 4, now: midnight, today }, skus) ?? state;
    const afterFirst = strategy.log.length;
    const later = advance(first, 5).state;
    const next = strategy.onDay?.(later, { day: 4, now: new Date(later.clock.now), today }, skus);
    expect(strategy.log.length).toBe(afterFirst);
    expect(next).toBe(later);
    expect(afterFirst).toBeGreaterThanOrEqual(logged);
  });
});
