/**
 * The daily budget every strategy's campaigns get, sized from the scenario's demand so that the
 * target ACOS, not the budget, is what limits the best bidder. A product's ad is shown at most once
 * a search, so its sales a day are at most what the top slot of every search and page view it can
 * be shown on would sell (hidden CTR and CVR, the day's traffic and season), and its spend at the
 * target ACOS at most the target times that. The budget: that spend for the best-demanded product on
 * its busiest run day, split over its three campaigns (the oracle pools them), rounded up to whole
 * tens of dollars. Every strategy gets the same. A scenario file may state its own
 * (`"bench": {"dailyBudget": 80}`, US dollars before the marketplace's price factor).
 */
import { clickFactor, viewRate } from "../../sandbox/model/auction/placements";
import { addDays, type Product, type Profile } from "../../sandbox/model/index";
import type { Scenario } from "../../sandbox/model/scenario";
import { seasonality, trafficCurves } from "../../sandbox/model/simulation/traffic";

/** Advertise's three campaigns a product (auto, keyword, product targets), each with the budget. */
export const CAMPAIGNS_PER_SKU = 3;

export type DemandInput = {
  scenario: Scenario;
  profile: Profile;
  products: Product[];
  firstDate: string;
  days: number;
  targetAcos: number;
  unitsPerOrder: number;
};

const dayOfYear = (date: string) => {
  const at = Date.parse(`${date}T00:00:00Z`);
  return 1 + Math.round((at - Date.UTC(new Date(at).getUTCFullYear(), 0, 1)) / 86_400_000);
};

/** Each product's most sales a day from ads (dollars): its ad first on every query, on the busiest run day. */
export function topSlotSalesPerDay(input: DemandInput): Map<string, number> {
  const { queries, truth } = input.profile.market;
  const curves = queries.map((query) => trafficCurves(input.scenario, query.categoryId));
  const volumes = Array.from({ length: input.days }, (_, day) => {
    const date = addDays(input.firstDate, day);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    return queries.map((query, q) => {
      const curve = curves[q];
      if (!curve) return 0;
      return query.dailyVolume * (curve.dayFactor[weekday] ?? 1) * seasonality(curve, query, dayOfYear(date));
    });
  });
  const sales = new Map<string, number>();
  for (const product of input.products) {
    const row = truth.find((candidate) => candidate.sku === product.sku);
    if (!row) continue;
    let busiest = 0;
    for (const volume of volumes) {
      let day = 0;
      queries.forEach((query, q) => {
        if (query.ownSku === product.sku) return;
        const placement = query.kind === "term" ? "PLACEMENT_TOP" : "PLACEMENT_PRODUCT_PAGE";
        const clicks =
          (volume[q] ?? 0) * viewRate(placement, 1) * (row.ctr[q] ?? 0) * clickFactor(placement, 1);
        day += clicks * (row.cvr[q] ?? 0) * product.price * input.unitsPerOrder;
      });
      busiest = Math.max(busiest, day);
    }
    sales.set(product.sku, busiest);
  }
  return sales;
}

/**
 * The daily budget of every campaign in cents: a third of the target ACOS × the best-demanded
 * product's top-slot sales, so the oracle's one campaign a product (the three budgets pooled) can
 * spend what that product could at most spend at the target.
 */
export function demandBudgetCents(input: DemandInput): number {
  const most = Math.max(0, ...topSlotSalesPerDay(input).values());
  const dollars = Math.max(10, Math.ceil((most * input.targetAcos) / 100 / CAMPAIGNS_PER_SKU / 10) * 10);
  return dollars * 100;
}
