import { describe, expect, it } from "vitest";
import { progressPace } from "../../../worker/jobs/sync/progress-pace";

/** A clock the test moves by hand. */
function handClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("progressPace", () => {
  it("is due at most once every everyMs, counted from its start and then from the last due step", () => {
    const clock = handClock();
    const due = progressPace(1_000, clock.now);
    expect(due()).toBe(false);
    clock.advance(999);
    expect(due()).toBe(false);
    clock.advance(1);
    expect(due()).toBe(true);
    clock.advance(500);
    expect(due()).toBe(false);
    clock.advance(500);
    expect(due()).toBe(true);
    // A long gap makes one step due, not one for each interval it spans.
    clock.advance(10_000);
    expect(due()).toBe(true);
    expect(due()).toBe(false);
  });

  it("with 0 is due at every step", () => {
    const clock = handClock();
    const due = progressPace(0, clock.now);
    expect([due(), due(), due()]).toEqual([true, true, true]);
  });
});
