import { describe, expect, it } from "vitest";
import { demoScenario, generateWorld, parseScenario, type SandboxState } from "../../../sandbox/model/index";
import { DEFAULT_DRIFT, driftOf, type Scenario } from "../../../sandbox/model/scenario";
import { CVR_STREAM, DayDrift, driftLog } from "../../../sandbox/model/simulation/drift";
import { demoUs, run, SIMULATION_TIMEOUT_MS, withOnlyProfile } from "./fixtures";

const SEED = 12_345;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const walk = (pair: number, days: number, sigma: number, reversion: number) =>
  Array.from({ length: days }, (_, day) =>
    driftLog(SEED, CVR_STREAM, pair, 7, 20_000 + day, sigma, reversion),
  );
const sd = (values: number[]) => {
  const mean = sum(values) / values.length;
  return Math.sqrt(sum(values.map((value) => (value - mean) ** 2)) / values.length);
};

describe("conversion-rate drift", () => {
  it("moves a pair's multiplier a little each day", () => {
    const path = walk(1, 60, 0.05, 0.1);
    const steps = path.slice(1).map((value, day) => Math.abs(value - (path[day] ?? 0)));
    expect(new Set(path).size).toBe(60);
    expect(Math.max(...steps)).toBeLessThan(0.05 * 4.5);
  });

  it("reverts to the truth: tomorrow keeps (1 − meanReversion) of today's deviation and the spread stays bounded", () => {
    const reversion = 0.2;
    const pairs = Array.from({ length: 200 }, (_, pair) => walk(pair, 120, 0.05, reversion));
    const today = pairs.flatMap((path) => path.slice(0, -1));
    const tomorrow = pairs.flatMap((path) => path.slice(1));
    const slope = sum(today.map((x, index) => x * (tomorrow[index] ?? 0))) / sum(today.map((x) => x * x));
    expect(slope).toBeGreaterThan(0.7);
    expect(slope).toBeLessThan(0.9);
    const stationary = 0.05 / Math.sqrt(1 - (1 - reversion) ** 2);
    expect(sd(pairs.map((path) => path[119] ?? 0))).toBeGreaterThan(stationary * 0.8);
    expect(sd(pairs.map((path) => path[119] ?? 0))).toBeLessThan(stationary * 1.2);
    expect(Math.abs(sum(tomorrow) / tomorrow.length)).toBeLessThan(stationary * 0.2);
  });

  it("is a pure function of seed, pair and day: a day's value does not depend on where a run started", () => {
    expect(driftLog(SEED, CVR_STREAM, 3, 4, 20_100, 0.1, 0.1)).toBe(
      driftLog(SEED, CVR_STREAM, 3, 4, 20_100, 0.1, 0.1),
    );
    expect(driftLog(SEED, CVR_STREAM, 3, 4, 20_100, 0, 0.1)).toBe(0);
    const day = new DayDrift(SEED, { ...DEFAULT_DRIFT, dailySigma: 0.1 }, 20_100, 10, 10);
    expect(day.cvrMultiplier(3, 4)).toBe(Math.exp(driftLog(SEED, CVR_STREAM, 3, 4, 20_100, 0.1, 0.1)));
    expect(day.ctrMultiplier(3, 4)).toBe(1);
    expect(day.cvr(0.5, 3, 4)).toBeLessThanOrEqual(0.9);
  });

  it("defaults to a small drift and validates the knob", () => {
    expect(driftOf(demoScenario)).toEqual(DEFAULT_DRIFT);
    expect(DEFAULT_DRIFT.dailySigma).toBeGreaterThan(0);
    const bad = parseScenario({ ...demoScenario, drift: { dailySigma: -1, meanReversion: 0 } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.issues.join(" ")).toMatch(/drift\.dailySigma.*drift\.meanReversion/s);
  });
});

describe("the simulation reads the drifted rate", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  const week = (scenario: Scenario): SandboxState => {
    const world = generateWorld("drift-test", scenario);
    const us = demoUs(world);
    return run(withOnlyProfile(world, us.profileId), 24 * 7);
  };
  const orders = (state: SandboxState) => sum(demoUs(state).metrics.facts.map((row) => row.purchases30d));
  const clicks = (state: SandboxState) => sum(demoUs(state).metrics.facts.map((row) => row.clicks));

  it("changes the orders a click brings when the walk is strong, and the same way twice", () => {
    const still = week({ ...demoScenario, drift: { dailySigma: 0, meanReversion: 0.1 } });
    const strong = week({ ...demoScenario, drift: { dailySigma: 0.4, meanReversion: 0.05 } });
    expect(clicks(still)).toBeGreaterThan(100);
    // exp(x) with a wide x raises the mean multiplier (e^{σ²/2}): more orders a click.
    expect(orders(strong) / clicks(strong)).not.toBeCloseTo(orders(still) / clicks(still), 3);
    expect(week({ ...demoScenario, drift: { dailySigma: 0.4, meanReversion: 0.05 } })).toEqual(strong);
  });
});
