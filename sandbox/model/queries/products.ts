/**
 * Catalog reads at the simulated now: availability from the stock spells, eligibility (static
 * listing problems plus OUT_OF_STOCK), and the sandbox-only organic rank of a product for a keyword.
 */
import { normalizedWords } from "../auction/text-match";
import { localDate, parseInstant } from "../core/time";
import type { Availability, EligibilityStatus, Product, Profile, SandboxState } from "../state";
import { organicScore, rankAmong } from "../world/organic-rank";
import { termRelevance } from "../world/relevance";
import { availabilityOn } from "../world/stock-spells";

export function availabilityNow(state: SandboxState, profile: Profile, product: Product): Availability {
  const today = localDate(profile.timezone, parseInstant(state.clock.now));
  return availabilityOn(product, today, state.scenario.stock.scarceDaysBefore);
}

export interface ProductEligibility {
  overallStatus: "ELIGIBLE" | "INELIGIBLE" | "ELIGIBLE_WITH_WARNING";
  eligibilityStatusList: EligibilityStatus[];
}

/** As `POST /eligibility/product/list` reports it for one product. */
export function eligibilityNow(state: SandboxState, profile: Profile, product: Product): ProductEligibility {
  const list: EligibilityStatus[] = [...product.eligibility];
  if (availabilityNow(state, profile, product) === "OUT_OF_STOCK") {
    list.push({ name: "OUT_OF_STOCK", severity: "INELIGIBLE", message: "The product is out of stock." });
  }
  const overallStatus = list.some((status) => status.severity === "INELIGIBLE")
    ? "INELIGIBLE"
    : list.length > 0
      ? "ELIGIBLE_WITH_WARNING"
      : "ELIGIBLE";
  return { overallStatus, eligibilityStatusList: list };
}

export function findProduct(profile: Profile, key: { sku?: string; asin?: string }): Product | undefined {
  return profile.catalog.find(
    (product) =>
      (key.sku !== undefined && product.sku === key.sku) ||
      (key.asin !== undefined && product.asin === key.asin?.toUpperCase()),
  );
}

/**
 * Sandbox-only: organic rank (1 = first) of a product for a keyword, or null when the product does
 * not rank within the competing listings. Keywords outside the term universe are scored from text.
 */
export function organicRank(
  state: SandboxState,
  profile: Profile,
  product: Product,
  keyword: string,
): number | null {
  const index = profile.catalog.indexOf(product);
  const truth = profile.market.truth[index];
  const words = normalizedWords(keyword).join(" ");
  const q = profile.market.queries.findIndex(
    (query) => query.kind === "term" && normalizedWords(query.text).join(" ") === words,
  );
  const listings = profile.market.queries.find((query) => query.kind === "term")?.organicScores ?? [];
  let rank: number;
  if (q >= 0 && truth) {
    rank = truth.organicRank[q] ?? 0;
  } else {
    const scenario = state.scenario;
    const relevance = termRelevance(product, keyword, {
      categoryNouns: new Map(scenario.categories.map((category) => [category.id, category.nouns])),
      categoryModifiers: new Map(scenario.categories.map((category) => [category.id, category.modifiers])),
      competitorBrands: new Set(scenario.categories.flatMap((category) => category.competitorBrands)),
      ownBrand: product.brand.toLowerCase(),
    });
    const history = profile.market.velocity[product.sku] ?? [];
    rank = rankAmong(organicScore(relevance, history.reduce((sum, units) => sum + units, 0) / 7), listings);
  }
  return rank > 0 &&
    rank <= (q >= 0 ? (profile.market.queries[q]?.organicScores.length ?? 0) : listings.length)
    ? rank
    : null;
}
