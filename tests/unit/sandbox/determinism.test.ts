import { describe, expect, it } from "vitest";
import { advance } from "../../../sandbox/model/index";
import { originWorld, run, SIMULATION_TIMEOUT_MS } from "./fixtures";

describe("clock and determinism", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  it("gives byte-identical state and events for the same seed and calls", () => {
    const a = advance(originWorld(), 72);
    const b = advance(originWorld(), 72);
    expect(JSON.stringify(a.state)).toBe(JSON.stringify(b.state));
    expect(JSON.stringify(a.events)).toBe(JSON.stringify(b.events));
  });

  it("does not care how the hours are split, nor whether the state went through JSON in between", () => {
    const once = JSON.stringify(run(originWorld(), 48));
    expect(JSON.stringify(run(run(originWorld(), 24), 24))).toBe(once);
    expect(JSON.stringify(run(run(originWorld(), 36), 12))).toBe(once);
    const stored = JSON.parse(JSON.stringify(run(originWorld(), 30)));
    expect(JSON.stringify(run(stored, 18))).toBe(once);
  });

  it("moves only when told, and never mutates the input state", () => {
    const before = JSON.stringify(originWorld());
    const next = run(originWorld(), 5);
    expect(JSON.stringify(originWorld())).toBe(before);
    expect(Date.parse(next.clock.now) - Date.parse(originWorld().clock.now)).toBe(5 * 3_600_000);
    expect(() => advance(originWorld(), -1)).toThrow(RangeError);
  });

  it("leaves the fact rows of its input as they were, though the next state shares those it did not change", () => {
    const earlier = run(originWorld(), 30);
    const before = JSON.stringify(earlier);
    // Orders land on earlier days' rows, today's rows gain clicks, the day's rows without clicks fold.
    const later = run(earlier, 30);
    expect(JSON.stringify(earlier)).toBe(before);
    const kept = new Set(earlier.profiles.flatMap((profile) => profile.metrics.facts));
    const rows = later.profiles.flatMap((profile) => profile.metrics.facts);
    expect(rows.some((row) => kept.has(row))).toBe(true);
    expect(rows.some((row) => !kept.has(row))).toBe(true);
  });
});
