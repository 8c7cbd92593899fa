/**
 * The best bidder with a μ of each product's own. A seller sets the target ACOS for each SKU
 * (Skupilot's settings), so the bound on what a seller could reach meets it SKU by SKU, not on the
 * run's total: one μ for the whole run lets the target's slack of a product held by its budget buy
 * another product's clicks at 70 % ACOS (the budget-bound market, seed e1), which no seller with a
 * 25 % target on that product asked for (docs/automation.md § The yardsticks).
 *
 * Each product's μ is solved on its own predicted ACOS for an aim, the middle of the accepted band at
 * first; after each run (a full run of the market) each product's aim is corrected by how far its own
 * ACOS missed it, as the run's single aim was (mu-search.ts). At most `runs` runs; the most sales with
 * the run's ACOS at or under the target wins.
 */
import { MU_SEARCH, type MuSearch, solveMu } from "./mu-search";
import { type OraclePlan, pairsBySku, predictedAcos, productTotalsAt } from "./plan";

export type ProductFigures = { sales: number; spend: number; orders: number };

export type SkuMuRun<T> = {
  mu: Map<string, number>;
  acos: number | null;
  sales: number;
  bySku: ReadonlyMap<string, ProductFigures>;
  result: T;
};

/** A product's ACOS on fewer orders than this is mostly noise: its aim stays where it was. */
export const MIN_ORDERS = 10;
/** An aim moves at most this factor in one run, and never beyond this many times the goal. */
const MAX_STEP = 2;
const MAX_AIM = 4;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Each product's μ whose predicted ACOS meets its aim. */
export function solveSkuMu(
  plan: OraclePlan,
  aimOf: (sku: string) => number,
  options: MuSearch = MU_SEARCH,
): Map<string, number> {
  const mu = new Map<string, number>();
  for (const [sku, indexes] of pairsBySku(plan))
    mu.set(
      sku,
      solveMu((price) => predictedAcos(productTotalsAt(plan, indexes, price)), aimOf(sku), options),
    );
  return mu;
}

const productAcos = (figures: ProductFigures | undefined) =>
  figures && figures.orders >= MIN_ORDERS && figures.sales > 0 ? (100 * figures.spend) / figures.sales : null;

/**
 * Done when every product measured on enough orders lies within the band around the goal, or under it
 * with its aim already at the most it may ask (held by its budget: more μ buys nothing).
 */
function settled(run: SkuMuRun<unknown>, aims: ReadonlyMap<string, number>, goal: number, band: number) {
  return [...aims].every(([sku, aim]) => {
    const acos = productAcos(run.bySku.get(sku));
    if (acos === null) return true;
    if (Math.abs(acos - goal) <= band) return true;
    return acos < goal && aim >= goal * MAX_AIM;
  });
}

export function searchSkuMu<T>(
  plan: OraclePlan,
  run: (mu: Map<string, number>) => SkuMuRun<T>,
  target: number,
  options: MuSearch = MU_SEARCH,
): { best: SkuMuRun<T>; tried: SkuMuRun<T>[] } {
  const goal = target * (1 - options.tolerance / 2);
  const band = (target * options.tolerance) / 2;
  const aims = new Map([...pairsBySku(plan).keys()].map((sku) => [sku, goal]));
  const tried: SkuMuRun<T>[] = [];
  while (tried.length < options.runs) {
    const mu = solveSkuMu(plan, (sku) => aims.get(sku) ?? goal, options);
    if (tried.some((previous) => sameMu(previous.mu, mu))) break;
    const result = run(mu);
    tried.push(result);
    if (settled(result, aims, goal, band)) break;
    for (const [sku, aim] of aims) {
      const acos = productAcos(result.bySku.get(sku));
      if (acos === null) continue;
      aims.set(sku, clamp(aim * clamp(goal / acos, 1 / MAX_STEP, MAX_STEP), goal / MAX_AIM, goal * MAX_AIM));
    }
  }
  const feasible = tried.filter((r) => r.acos === null || r.acos <= target);
  const best =
    feasible.length > 0
      ? feasible.reduce((a, b) => (b.sales > a.sales ? b : a))
      : tried.reduce((a, b) => ((b.acos ?? 0) < (a.acos ?? 0) ? b : a));
  return { best, tried };
}

const sameMu = (a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>) =>
  [...a].every(([sku, mu]) => Math.abs((b.get(sku) ?? 0) - mu) < 1e-6 * mu);
