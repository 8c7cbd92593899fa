import { describe, expect, it } from "vitest";
import { LAMBDA_SEARCH, searchLambda } from "../../../bench/optimizer/strategies/lambda-search";

/** A market where ACOS is 100 × λ (bids at λ × revenue per click, paid in full) and sales follow `sales`. */
const market =
  (sales: (lambda: number) => number, boundOver = Number.POSITIVE_INFINITY) =>
  (lambda: number) => ({
    lambda,
    acos: 100 * lambda,
    sales: sales(lambda),
    bound: lambda > boundOver,
    result: null,
  });

describe("the oracle's λ search", () => {
  it("finds the λ whose run meets the target when sales grow with λ (no budget binds)", () => {
    // Start 0.25 → ACOS 25 % on a 20 % target: λ × 20 / 25 = 0.2 → ACOS 20 %, within 3 %; sales
    // grew with λ and no run was held back by its budget: no step down.
    const { best, tried } = searchLambda(
      market((lambda) => 1000 * lambda),
      20,
    );
    expect(tried.map((run) => Number(run.lambda.toFixed(3)))).toEqual([0.25, 0.2]);
    expect(best.lambda).toBeCloseTo(0.2, 6);
    expect(best.acos).toBeLessThanOrEqual(20);
  });

  it("brackets when the scaled λ overshoots, then narrows by the secant", () => {
    // ACOS grows faster than λ: 100 × λ², so λ × target / ACOS overshoots and the search brackets.
    const evaluate = (lambda: number) => ({
      lambda,
      acos: 100 * lambda * lambda * 4,
      sales: lambda,
      result: null,
    });
    const { best, tried } = searchLambda(evaluate, 25, { ...LAMBDA_SEARCH, start: 0.4, runs: 12 });
    // 0.4 → ACOS 64 %; 0.4 × 25 / 64 = 0.156 → 9.8 %; bracketed: the line from (0.156, 9.8) to
    // (0.4, 64) crosses 25 % at 0.156 + 0.244 × 15.2 / 54.2 = 0.225.
    expect(tried.slice(0, 3).map((run) => Number(run.lambda.toFixed(3)))).toEqual([0.4, 0.156, 0.225]);
    expect(best.acos).toBeLessThanOrEqual(25);
    expect(best.acos).toBeGreaterThanOrEqual(25 * 0.97);
    expect(tried.some((run) => (run.acos ?? 0) > 25)).toBe(true);
  });

  it("steps λ down while the sales grow, when a daily budget makes dear clicks sell less", () => {
    // Sales peak at λ = 0.1 (the budget binds above it); the target alone would allow λ = 0.25.
    const sales = (lambda: number) => (lambda <= 0.1 ? 1000 * lambda : 100 - 300 * (lambda - 0.1));
    const { best, tried } = searchLambda(market(sales, 0.1), 25);
    // 0.25 meets the target, but its run was held back by the budget: 0.25 (sales 55) → 0.1875 (73.75) → 0.1406 (87.8) → 0.1055 (98.4) → 0.0791 (79.1): stop.
    expect(tried.map((run) => Number(run.lambda.toFixed(4)))).toEqual([0.25, 0.1875, 0.1406, 0.1055, 0.0791]);
    expect(best.lambda).toBeCloseTo(0.1055, 4);
  });

  it("never answers a run over the target when one under it was found", () => {
    const { best } = searchLambda(
      market(() => 5),
      30,
      { ...LAMBDA_SEARCH, start: 2 },
    );
    expect(best.acos).toBeLessThanOrEqual(30);
  });

  it("doubles λ while the runs sell nothing", () => {
    const evaluate = (lambda: number) => ({
      lambda,
      acos: lambda < 1 ? null : 100 * (lambda - 0.9),
      sales: lambda < 1 ? 0 : 10,
      result: null,
    });
    const { tried } = searchLambda(evaluate, 25, { ...LAMBDA_SEARCH, runs: 4 });
    expect(tried.slice(0, 3).map((run) => run.lambda)).toEqual([0.25, 0.5, 1]);
  });
});
