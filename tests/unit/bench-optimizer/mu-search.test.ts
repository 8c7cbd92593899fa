import { describe, expect, it } from "vitest";
import { searchMu, solveMu } from "../../../bench/optimizer/oracle/mu-search";

describe("the μ search", () => {
  it("solves the prediction for the aim", () => {
    // Predicted ACOS 40 ÷ μ %: 25 % at μ 1.6.
    expect(solveMu((mu) => 40 / mu, 25)).toBeCloseTo(1.6, 4);
  });

  it("corrects the aim by how far a run missed, then stops at the target", () => {
    // The goal is the middle of the accepted band: 25 × (1 − 0.03 ÷ 2) = 24.625 %. Runs land 10 % over
    // the prediction: μ 40 ÷ 24.625 = 1.624 runs at 27.09 %; the aim 24.625 × 24.625 ÷ 27.09 = 22.39
    // gives μ 1.787, which runs at 24.625 %.
    const runs: number[] = [];
    const { best, tried } = searchMu(
      (mu) => 40 / mu,
      (mu) => {
        runs.push(mu);
        return { mu, acos: (1.1 * 40) / mu, sales: 1000 / mu, result: null };
      },
      25,
    );
    expect(tried).toHaveLength(2);
    expect(runs[0]).toBeCloseTo(40 / 24.625, 4);
    expect(best.mu).toBeCloseTo(44 / 24.625, 3);
    expect(best.acos).toBeCloseTo(24.625, 3);
  });

  it("keeps the most sales at or under the target, interpolating once runs lie both sides", () => {
    // Runs 30 % over the prediction, with noise the prediction cannot see.
    const { best, tried } = searchMu(
      (mu) => 40 / mu,
      (mu) => ({ mu, acos: (1.3 * 40) / mu + (mu > 2 ? 1 : 0), sales: 1000 / mu, result: null }),
      25,
      { runs: 4, tolerance: 0.01, lowMu: 0.5, highMu: 500 },
    );
    expect(tried.length).toBeLessThanOrEqual(4);
    expect(best.acos).not.toBeNull();
    expect(best.acos as number).toBeLessThanOrEqual(25);
    const feasible = tried.filter((run) => (run.acos ?? 0) <= 25);
    expect(best.sales).toBe(Math.max(...feasible.map((run) => run.sales)));
  });
});
