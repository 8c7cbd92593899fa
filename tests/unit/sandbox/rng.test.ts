import { describe, expect, it } from "vitest";
import { binomial, normalQuantile, poisson } from "../../../sandbox/model/core/draws";
import { entityIdFromCounter, profileIdFor } from "../../../sandbox/model/core/ids";
import { hashString, mixInts, rngFromInt, rngFromString } from "../../../sandbox/model/core/rng";

describe("seeded random numbers", () => {
  it("replays the same sequence for the same seed and differs for another", () => {
    const a = rngFromString("seed-a");
    const b = rngFromString("seed-a");
    const c = rngFromString("seed-b");
    const first = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(first);
    expect(Array.from({ length: 50 }, () => c.next())).not.toEqual(first);
    expect(first.every((value) => value >= 0 && value < 1)).toBe(true);
  });

  it("hashes strings and mixes integers stably", () => {
    expect(hashString("skupilot")).toBe(hashString("skupilot"));
    expect(hashString("skupilot")).not.toBe(hashString("skupilot2"));
    expect(mixInts(1, 2, 3)).toBe(mixInts(1, 2, 3));
    expect(mixInts(1, 2, 3)).not.toBe(mixInts(1, 3, 2));
  });

  it("draws Poisson and binomial counts with the right means", () => {
    const rng = rngFromInt(42);
    const n = 20_000;
    let poissonTotal = 0;
    let binomialTotal = 0;
    for (let i = 0; i < n; i++) {
      poissonTotal += poisson(rng, 3.5);
      binomialTotal += binomial(rng, 40, 0.1);
    }
    expect(poissonTotal / n).toBeCloseTo(3.5, 1);
    expect(binomialTotal / n).toBeCloseTo(4, 1);
    expect(normalQuantile(0.5)).toBeCloseTo(0, 6);
    expect(normalQuantile(0.975)).toBeCloseTo(1.959964, 4);
    expect(normalQuantile(0.001)).toBeCloseTo(-3.090232, 4);
  });

  it("gives larger counts for larger rates on the same stream (common random numbers)", () => {
    for (let seed = 0; seed < 200; seed++) {
      const low = binomial(rngFromInt(seed), 500, 0.02);
      const high = binomial(rngFromInt(seed), 500, 0.05);
      expect(high).toBeGreaterThanOrEqual(low);
      expect(poisson(rngFromInt(seed), 80)).toBeGreaterThanOrEqual(poisson(rngFromInt(seed), 60));
    }
  });

  it("makes unique 15-digit entity ids and safe-integer profile ids", () => {
    const ids = new Set(Array.from({ length: 50_000 }, (_, i) => entityIdFromCounter(i)));
    expect(ids.size).toBe(50_000);
    for (const id of [...ids].slice(0, 100)) expect(id).toMatch(/^[1-9]\d{14}$/);
    const profileId = profileIdFor("seed", "demo", "US");
    expect(Number.isSafeInteger(profileId)).toBe(true);
    expect(profileId).toBeGreaterThan(2 ** 32);
  });
});
