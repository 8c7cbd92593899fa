/**
 * A tiny world for the bench's strategies: one seller with three listed products (the demo seller's
 * second has no image, so two are advertised), five search terms, no history, no stock-outs.
 */

import { parseArgs } from "../../../bench/optimizer/cli-args";
import { type BenchWorld, buildWorld, profileOf } from "../../../bench/optimizer/world";
import { demoScenario, type FactRow, type SandboxState, type Scenario } from "../../../sandbox/model/index";

export function tinyWorld(days = 3, overrides: Partial<Scenario> = {}): BenchWorld {
  const [category] = demoScenario.categories;
  const [seller] = demoScenario.sellers;
  if (!category || !seller) throw new Error("the demo scenario has no category or seller");
  const scenario: Scenario = {
    ...demoScenario,
    historyDays: 0,
    sellers: [{ ...seller, categories: [category.id], catalog: { US: 3 }, campaigns: { US: "none" } }],
    categories: [{ ...category, termCount: 5, competitorAsins: 2, complements: [] }],
    eligibility: { ineligibleShare: 0, warningShare: 0 },
    stock: { ...demoScenario.stock, spellsPerYear: 0, outOfStockAtStart: 0 },
    ...overrides,
  };
  return buildWorld(parseArgs(["--scenario", "(inline)", "--days", String(days)]), scenario);
}

/** One day's figures of a keyword or target, as the market would have recorded them (settled). */
export function withFacts(
  state: SandboxState,
  profileId: number,
  rows: (Pick<FactRow, "date" | "campaignId" | "adGroupId" | "adId" | "sku" | "targetingId"> & {
    clicks: number;
    cost: number;
    sales: number;
    orders: number;
  })[],
): SandboxState {
  const profile = profileOf(state, profileId);
  const facts: FactRow[] = rows.map((row) => ({
    ...row,
    asin: "",
    targetingKind: "TARGET",
    targeting: "",
    matchType: "TARGETING_EXPRESSION_PREDEFINED",
    placement: "PLACEMENT_TOP",
    searchTerm: "",
    impressions: row.clicks * 20,
    purchases1d: row.orders,
    purchases7d: row.orders,
    purchases14d: row.orders,
    purchases30d: row.orders,
    sales1d: row.sales,
    sales7d: row.sales,
    sales14d: row.sales,
    sales30d: row.sales,
    units1d: row.orders,
    units7d: row.orders,
    units14d: row.orders,
    units30d: row.orders,
  }));
  return {
    ...state,
    profiles: state.profiles.map((p) =>
      p === profile ? { ...p, metrics: { ...p.metrics, facts: [...p.metrics.facts, ...facts] } } : p,
    ),
  };
}
