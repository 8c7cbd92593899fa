/**
 * The λ × value bidder the oracle was before issue 31, kept to show the new one beats it (and the
 * audit's λ·v·(v/3) variant, through `BidBase`) at equal ACOS; no longer a strategy of the bench. Per product one campaign
 * with the three campaigns' budgets together (the same money a day as the others), an exact keyword
 * on every search term and an ASIN target on every other product page of the market, each bid at
 * λ × its true revenue per click (CVR × price × units an order) within [Min Bid, Max Bid], λ the
 * same for every product or each product's own; a target
 * whose bid would fall under Min Bid is not made (at Min Bid it would cost more than it is worth).
 * Fixed bids. Product ads follow availability: paused while out of stock.
 */
import { addDays, type SandboxState } from "../../../sandbox/model/index";
import type { AdvertisedSku } from "../advertise";
import { CAMPAIGNS_PER_SKU } from "../budget";
import { followAvailability } from "../oracle/follow-availability";
import { createOracleCampaign } from "../oracle/oracle-campaign";
import type { DayContext, StrategyRun } from "../run-days";
import { mustCreate } from "../sandbox-calls";
import { type BenchWorld, profileOf } from "../world";

/** The bid in cents for a true revenue per click (dollars), or null when it falls under Min Bid. */
export function oracleBidCents(
  lambda: number,
  revenuePerClick: number,
  limits: { bidMinCents: number; bidMaxCents: number },
): number | null {
  const cents = Math.round(lambda * revenuePerClick * 100);
  if (cents < limits.bidMinCents) return null;
  return Math.min(limits.bidMaxCents, cents);
}

/** One λ for every product, or each product's own (perProductLambdas). */
export type Lambdas = number | ReadonlyMap<string, number>;

/** What a bid is λ times: the true revenue per click itself, or (audit of issue 31) a transform of it. */
export type BidBase = (revenuePerClick: number) => number;

function setUp(world: BenchWorld, lambdas: Lambdas, bidBase: BidBase) {
  let state = world.state;
  const { profileId, limits } = world;
  const profile = profileOf(state, profileId);
  const { queries, truth } = profile.market;
  const skus: AdvertisedSku[] = [];
  world.products.forEach((product, index) => {
    const row = truth.find((candidate) => candidate.sku === product.sku);
    if (!row) return;
    const lambda = typeof lambdas === "number" ? lambdas : (lambdas.get(product.sku) ?? 0);
    const built = createOracleCampaign(state, world, product, (limits.budgetCents * CAMPAIGNS_PER_SKU) / 100);
    const { campaignId, terms, pages } = built;
    state = built.state;
    const keywords: unknown[] = [];
    const targets: unknown[] = [];
    queries.forEach((query, q) => {
      if (query.ownSku === product.sku) return;
      const revenuePerClick = (row.cvr[q] ?? 0) * product.price * world.unitsPerOrder;
      const bidCents = oracleBidCents(lambda, bidBase(revenuePerClick), limits);
      if (bidCents === null) return;
      const base = { campaignId, state: "ENABLED", bid: bidCents / 100 };
      if (query.kind === "term")
        keywords.push({ ...base, adGroupId: terms.adGroupId, keywordText: query.text, matchType: "EXACT" });
      else
        targets.push({
          ...base,
          adGroupId: pages.adGroupId,
          expression: [{ type: "ASIN_SAME_AS", value: query.text.toUpperCase() }],
          expressionType: "MANUAL",
        });
    });
    state = mustCreate(state, profileId, "keywords", keywords).state;
    state = mustCreate(state, profileId, "targets", targets).state;
    skus.push({
      skuId: index + 1,
      product,
      campaigns: [terms, pages],
    });
  });
  return { state, skus };
}

const outOfStockOn = (spells: { start: string; end: string }[], date: string) =>
  spells.some((spell) => date >= spell.start && date <= spell.end);

/** The first day, and each day some product's stock changes (the oracle knows its spells). */
const stockChangesOn = (world: BenchWorld) => (date: string, day: number) =>
  day === 0 ||
  world.products.some(
    (product) =>
      outOfStockOn(product.stockSpells, date) !== outOfStockOn(product.stockSpells, addDays(date, -1)),
  );

export const oracleStrategy = (
  world: BenchWorld,
  lambdas: Lambdas,
  base: BidBase = (value) => value,
): StrategyRun => ({
  setUp: (w) => setUp(w, lambdas, base),
  onDay: (state: SandboxState, _context: DayContext, skus: AdvertisedSku[]) =>
    followAvailability(state, world, skus),
  actsOn: stockChangesOn(world),
});
