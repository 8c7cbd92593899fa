/**
 * The oracle's λ per product. One λ for every product is the best bidder only while no budget
 * binds: a product whose budget runs out sells most at a lower λ (cheaper clicks last the day),
 * while the money it then leaves under the target lets the others bid higher. So, from the runs of
 * the λ search (each product's spend and sales at each λ tried — the products' ads rarely meet in
 * one auction, one ad a product a search), each product takes the λ that maximises
 *
 *     sales − ν × (spend − target × sales)
 *
 * with ν ≥ 0 the smallest that keeps the whole run's ACOS at or under the target (Lagrangian
 * relaxation of "most sales at the target ACOS"), then, product by product, the next higher-selling
 * λ while the total still meets the target (the relaxation leaves slack between its points); the
 * best single λ instead if it sells more. So the choice sells at least as much as any single λ on
 * the runs' own figures; the bench then runs the combination to measure it.
 */

export type Totals = { spend: number; sales: number };
export type LambdaPoint = { lambda: number; bySku: ReadonlyMap<string, Totals> };
export type LambdaChoice = { lambdas: Map<string, number>; predicted: Totals };

const sum = (picks: Iterable<Totals>): Totals => {
  const total = { spend: 0, sales: 0 };
  for (const pick of picks) {
    total.spend += pick.spend;
    total.sales += pick.sales;
  }
  return total;
};

const meets = (total: Totals, target: number) => total.spend <= (target / 100) * total.sales + 1e-9;

export function perProductLambdas(points: readonly LambdaPoint[], targetAcos: number): LambdaChoice | null {
  const skus = [...new Set(points.flatMap((point) => [...point.bySku.keys()]))].sort();
  if (skus.length === 0) return null;
  const t = targetAcos / 100;
  const options = skus.map((sku) =>
    points
      .map((point) => ({ lambda: point.lambda, ...(point.bySku.get(sku) ?? { spend: 0, sales: 0 }) }))
      .sort((a, b) => a.lambda - b.lambda),
  );
  type Option = (typeof options)[number][number];
  const pick = (nu: number) =>
    options.map((choices) =>
      choices.reduce((best, option) => {
        const value = (o: Option) => o.sales * (1 + nu * t) - nu * o.spend;
        return value(option) > value(best) + 1e-9 ? option : best;
      }),
    );
  let picks = pick(0);
  if (!meets(sum(picks), targetAcos)) {
    let [low, high] = [0, 1];
    while (!meets(sum(pick(high)), targetAcos) && high < 1e9) high *= 2;
    if (!meets(sum(pick(high)), targetAcos)) return null;
    for (let i = 0; i < 60; i++) {
      const middle = (low + high) / 2;
      if (meets(sum(pick(middle)), targetAcos)) high = middle;
      else low = middle;
    }
    picks = pick(high);
    // Fill the slack: a product moves to a higher-selling λ of its own while the total meets the target.
    for (let improved = true; improved; ) {
      improved = false;
      options.forEach((choices, index) => {
        const current = picks[index] as Option;
        for (const option of [...choices].sort((a, b) => b.sales - a.sales)) {
          if (option.sales <= current.sales) break;
          const trial = picks.map((p, i) => (i === index ? option : p));
          if (meets(sum(trial), targetAcos)) {
            picks = trial;
            improved = true;
            break;
          }
        }
      });
    }
  }
  // The relaxation works on the points' hull: a single λ it passed over can still sell more.
  const uniform = points
    .map((point) => ({ lambda: point.lambda, total: sum(point.bySku.values()) }))
    .filter((point) => meets(point.total, targetAcos))
    .sort((a, b) => b.total.sales - a.total.sales)[0];
  if (uniform && uniform.total.sales > sum(picks).sales)
    return { lambdas: new Map(skus.map((sku) => [sku, uniform.lambda])), predicted: uniform.total };
  return {
    lambdas: new Map(skus.map((sku, index) => [sku, (picks[index] as Option).lambda])),
    predicted: sum(picks),
  };
}
