/**
 * Which product pages a targeting expression reaches, which auto-targeting group a query falls in,
 * and how each targeting clause is written in reports.
 */

import type { Query } from "../market";
import type { Predicate } from "../targeting-entities";

/** Relevance bounds of the auto groups on search terms: close match and loose match. */
export const CLOSE_MATCH_MIN = 0.5;
export const LOOSE_MATCH_MIN = 0.2;
/** Substitutes need at least this similarity to the viewed product. */
export const SUBSTITUTE_MIN = 0.2;

export interface PageFacts {
  asin: string;
  brand: string;
  categoryId: string;
  noun: string;
  price: number;
}

export function pageFacts(query: Query): PageFacts {
  return {
    asin: query.text.toUpperCase(),
    brand: (query.brand ?? "").toLowerCase(),
    categoryId: query.categoryId,
    noun: query.noun ?? "",
    price: query.price ?? 0,
  };
}

/** Every predicate of a manual expression must hold for the page (they refine each other). */
export function expressionMatchesPage(
  expression: readonly Predicate[],
  page: PageFacts,
  pageByAsin: ReadonlyMap<string, PageFacts>,
): boolean {
  if (expression.length === 0) return false;
  return expression.every((predicate) => {
    const value = (predicate.value ?? "").trim();
    switch (predicate.type) {
      case "ASIN_SAME_AS":
        return value.toUpperCase() === page.asin;
      case "ASIN_CATEGORY_SAME_AS":
        return value === page.categoryId;
      case "ASIN_BRAND_SAME_AS":
        return value.toLowerCase() === page.brand;
      case "ASIN_EXPANDED_FROM": {
        const seedPage = pageByAsin.get(value.toUpperCase());
        if (!seedPage) return false;
        return (
          seedPage.asin === page.asin ||
          (seedPage.categoryId === page.categoryId && seedPage.noun === page.noun)
        );
      }
      case "ASIN_PRICE_LESS_THAN":
        return page.price < Number(value);
      case "ASIN_PRICE_GREATER_THAN":
        return page.price > Number(value);
      case "ASIN_PRICE_BETWEEN": {
        const [low, high] = value.split("-").map(Number);
        return low !== undefined && high !== undefined && page.price >= low && page.price <= high;
      }
      default:
        return false;
    }
  });
}

/** Negative targeting clauses: ASIN_SAME_AS or ASIN_BRAND_SAME_AS. */
export function negativeExpressionBlocksPage(expression: readonly Predicate[], page: PageFacts): boolean {
  return expression.some((predicate) => {
    const value = (predicate.value ?? "").trim();
    if (predicate.type === "ASIN_SAME_AS") return value.toUpperCase() === page.asin;
    if (predicate.type === "ASIN_BRAND_SAME_AS") return value.toLowerCase() === page.brand;
    return false;
  });
}

const AUTO_LABELS: Record<string, string> = {
  QUERY_HIGH_REL_MATCHES: "close-match",
  QUERY_BROAD_REL_MATCHES: "loose-match",
  ASIN_SUBSTITUTE_RELATED: "substitutes",
  ASIN_ACCESSORY_RELATED: "complements",
};

const MANUAL_LABELS: Record<string, string> = {
  ASIN_SAME_AS: "asin",
  ASIN_CATEGORY_SAME_AS: "category",
  ASIN_BRAND_SAME_AS: "brand",
  ASIN_EXPANDED_FROM: "asin-expanded",
  ASIN_PRICE_LESS_THAN: "price<",
  ASIN_PRICE_GREATER_THAN: "price>",
  ASIN_PRICE_BETWEEN: "price",
};

/** The report's `targeting` text for a clause: `close-match`, `asin="B0…"`, `category="…"`. */
export function targetingText(expression: readonly Predicate[]): string {
  return expression
    .map((predicate) => {
      const auto = AUTO_LABELS[predicate.type];
      if (auto) return auto;
      const label = MANUAL_LABELS[predicate.type] ?? predicate.type.toLowerCase();
      return label.endsWith("<") || label.endsWith(">")
        ? `${label}${predicate.value ?? ""}`
        : `${label}="${predicate.value ?? ""}"`;
    })
    .join(" ");
}

/** Whether an auto-targeting group serves a product on a query, given their hidden relevance. */
export function autoGroupServes(
  type: string | undefined,
  query: Query,
  relevance: number,
  productCategory?: string,
) {
  switch (type) {
    case "QUERY_HIGH_REL_MATCHES":
      return query.kind === "term" && relevance >= CLOSE_MATCH_MIN;
    case "QUERY_BROAD_REL_MATCHES":
      return query.kind === "term" && relevance >= LOOSE_MATCH_MIN && relevance < CLOSE_MATCH_MIN;
    case "ASIN_SUBSTITUTE_RELATED":
      return query.kind === "page" && query.categoryId === productCategory && relevance >= SUBSTITUTE_MIN;
    case "ASIN_ACCESSORY_RELATED":
      return query.kind === "page" && query.categoryId !== productCategory && relevance > 0;
    default:
      return false;
  }
}
