import { describe, expect, it } from "vitest";
import type { BidOption } from "../../../bench/optimizer/oracle/best-bid";
import { solveMu } from "../../../bench/optimizer/oracle/mu-search";
import { type ProductFigures, searchSkuMu, solveSkuMu } from "../../../bench/optimizer/oracle/per-sku-mu";
import { bidsAt, type Mu, type OraclePlan, predictedAcos } from "../../../bench/optimizer/oracle/plan";

/** One day, one pair a product; each hull's options priced by hand. */
function planOf(hulls: Record<string, BidOption[]>, budget = 1e9): OraclePlan {
  const skus = Object.keys(hulls);
  return {
    pairs: skus.map((sku, q) => ({ sku, q })),
    days: [],
    hulls: [skus.map((sku) => hulls[sku] ?? [])],
    budget,
    quality: [skus.map(() => 1)],
    perSearch: [skus.map(() => 1)],
  };
}

const firstDayBids = (plan: OraclePlan, mu: Mu) => [...(bidsAt(plan, mu).bids[0] ?? [])];

const option = (bidCents: number, sales: number, spend: number): BidOption => ({ bidCents, sales, spend });

describe("the μ search", () => {
  it("solves the prediction for the aim", () => {
    // Predicted ACOS 40 ÷ μ %: 25 % at μ 1.6.
    expect(solveMu((mu) => 40 / mu, 25)).toBeCloseTo(1.6, 4);
  });

  it("meets the target on each product, where one μ for the run lets one product run over it", () => {
    // A: 10 % ACOS at 50 ¢, 18.75 % at $1, 30 % at $2. B: 20 % at 50 ¢, 33 % at $1, 50 % at $2.
    const plan = planOf({
      A: [option(0, 0, 0), option(50, 100, 10), option(100, 160, 30), option(200, 200, 60)],
      B: [option(0, 0, 0), option(50, 40, 8), option(100, 60, 20), option(200, 70, 35)],
    });
    const aim = 25 * (1 - 0.03 / 2);
    // Each its own: A's $1 (the next step costs 30 ¢ of spend a 40 ¢ sale), B's 50 ¢ (then 12 for 20).
    const own = solveSkuMu(plan, () => aim);
    expect(firstDayBids(plan, own)).toEqual([100, 50]);
    // One μ on the total: A's $1 and B's $1, 220 of sales at 22.7 %, B's at 33 %.
    const one = solveMu((mu) => predictedAcos(bidsAt(plan, mu).predicted), aim);
    expect(firstDayBids(plan, one)).toEqual([100, 100]);
  });

  it("corrects each product's aim by how far its own runs missed, until each is on the goal", () => {
    // Concave sales 40·√spend and 20·√spend, spend in 25 ¢ steps: the prediction puts both at 1 ÷ 2μ.
    const curve = (scale: number) =>
      Array.from({ length: 801 }, (_, i) => option(i + 1, scale * Math.sqrt(i / 4), i / 4));
    const plan = planOf({ A: curve(40), B: curve(20) });
    // The runs disagree with the prediction: A converts better (0.8 × its ACOS), B worse (1.2 ×).
    const bias: Record<string, number> = { A: 0.8, B: 1.2 };
    const runs: Array<Map<string, number>> = [];
    const { best, tried } = searchSkuMu(
      plan,
      (mu) => {
        runs.push(mu);
        const predicted = bidsAt(plan, mu).bySku;
        const bySku = new Map<string, ProductFigures>(
          [...predicted].map(([sku, totals]) => [
            sku,
            { sales: totals.sales, spend: totals.spend * (bias[sku] ?? 1), orders: totals.sales },
          ]),
        );
        const sales = [...bySku.values()].reduce((sum, p) => sum + p.sales, 0);
        const spend = [...bySku.values()].reduce((sum, p) => sum + p.spend, 0);
        return { mu, acos: (100 * spend) / sales, sales, bySku, result: bySku };
      },
      25,
    );
    expect(tried).toHaveLength(2);
    const goal = 25 * (1 - 0.03 / 2);
    for (const [sku, figures] of best.result) {
      expect((100 * figures.spend) / figures.sales, sku).toBeGreaterThan(goal - 0.375);
      expect((100 * figures.spend) / figures.sales, sku).toBeLessThan(goal + 0.375);
    }
    // A's μ fell (it may buy more), B's rose.
    const muOf = (run: number, sku: string) => runs[run]?.get(sku) ?? Number.NaN;
    expect(muOf(1, "A")).toBeLessThan(muOf(0, "A"));
    expect(muOf(1, "B")).toBeGreaterThan(muOf(0, "B"));
  });
});
