import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { perProductLambdas, type Totals } from "../../../bench/optimizer/strategies/per-product-lambda";

/** Runs at λ 0.1, 0.2, 0.3: each product's spend and sales in each (a tiny market, by hand). */
const grid = (figures: Record<string, [Totals, Totals, Totals]>) =>
  [0.1, 0.2, 0.3].map((lambda, index) => ({
    lambda,
    bySku: new Map(Object.entries(figures).map(([sku, runs]) => [sku, runs[index] as Totals])),
  }));

const A_BUDGET_BOUND: [Totals, Totals, Totals] = [
  // Its budget binds: dearer clicks spend it earlier in the day and sell less.
  { spend: 10, sales: 100 },
  { spend: 15, sales: 90 },
  { spend: 15, sales: 70 },
];

describe("the oracle's λ per product", () => {
  it("gives a budget-bound product its best-selling λ and the free one a higher λ", () => {
    // One λ: 0.1 sells 150 (10 %), 0.2 sells 190 (35 / 190 = 18 %), 0.3 sells 220 at 27 % (over 25 %).
    // Each its own: A at 0.1 (100 for 10) and B at 0.3 (150 for 45): 250 at 22 %.
    const choice = perProductLambdas(
      grid({
        A: A_BUDGET_BOUND,
        B: [
          { spend: 5, sales: 50 },
          { spend: 20, sales: 100 },
          { spend: 45, sales: 150 },
        ],
      }),
      25,
    );
    expect(Object.fromEntries(choice?.lambdas ?? [])).toEqual({ A: 0.1, B: 0.3 });
    expect(choice?.predicted).toEqual({ spend: 55, sales: 250 });
  });

  it("lowers the free product's λ when together they would go over the target", () => {
    // B at 0.3 now costs 60: A 0.1 + B 0.3 = 70 / 250 = 28 %. B's 0.2 (100 for 20) wins once
    // ν > 50 / 27.5 (B's 0.2: 100 + 5ν; 0.3: 150 − 22.5ν): 200 for 30 = 15 %. The best single λ, 0.2,
    // sells 190 (35 / 190 = 18 %).
    const choice = perProductLambdas(
      grid({
        A: A_BUDGET_BOUND,
        B: [
          { spend: 5, sales: 50 },
          { spend: 20, sales: 100 },
          { spend: 60, sales: 150 },
        ],
      }),
      25,
    );
    expect(Object.fromEntries(choice?.lambdas ?? [])).toEqual({ A: 0.1, B: 0.2 });
    expect(choice?.predicted).toEqual({ spend: 30, sales: 200 });
  });

  it("answers nothing when no combination meets the target", () => {
    const over = { spend: 50, sales: 100 };
    expect(perProductLambdas(grid({ A: [over, over, over] }), 25)).toBeNull();
  });

  it("whatever the runs, meets the target and sells at least what the best single λ sells", () => {
    const totals = fc.record({
      spend: fc.integer({ min: 0, max: 500 }),
      sales: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(fc.array(fc.tuple(totals, totals, totals), { minLength: 1, maxLength: 5 }), (products) => {
        const points = grid(Object.fromEntries(products.map((runs, index) => [`P${index}`, runs])));
        const choice = perProductLambdas(points, 25);
        const singles = points
          .map((point) =>
            [...point.bySku.values()].reduce((a, b) => ({
              spend: a.spend + b.spend,
              sales: a.sales + b.sales,
            })),
          )
          .filter((total) => total.spend <= 0.25 * total.sales);
        if (!choice) {
          expect(singles).toHaveLength(0);
          return;
        }
        expect(choice.predicted.spend).toBeLessThanOrEqual(0.25 * choice.predicted.sales + 1e-9);
        for (const single of singles) expect(choice.predicted.sales).toBeGreaterThanOrEqual(single.sales);
      }),
    );
  });
});
