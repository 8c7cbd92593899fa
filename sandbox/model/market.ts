/**
 * The hidden market of one profile: search terms and product pages shoppers visit, the competitors
 * bidding on them, and the truth per (product, query) the auction draws from.
 */

export interface Query {
  /** Search term text, or the viewed ASIN (lower case, as search-term reports show it). */
  text: string;
  kind: "term" | "page";
  categoryId: string;
  /** Expected daily searches (terms) or page views (pages) before curves and seasonality. */
  dailyVolume: number;
  /** Own season shift in days and strength multiplier. */
  seasonShift: number;
  seasonStrength: number;
  competitors: number;
  competitorBidMedian: number;
  /** The lowest score an ad must reach to be shown (see auction/reserve.ts); absent in older states. */
  reservePrice?: number;
  /** Organic scores of competing listings, sorted high to low. */
  organicScores: number[];
  /** For pages: the viewed product's brand and whether it is one of ours (skip self-targeting). */
  brand?: string;
  ownSku?: string;
  noun?: string;
  price?: number;
}

/** Per product: arrays parallel to `Market.queries`. */
export interface ProductTruth {
  sku: string;
  /** 0..1, how well the product answers the query (hidden). */
  relevance: number[];
  /** Click-through rate at the first position (hidden). */
  ctr: number[];
  /** Conversion rate per click (hidden). */
  cvr: number[];
  /** Organic rank (1 = first), moved daily by sales velocity; 0 = not ranked. */
  organicRank: number[];
}

export interface Market {
  queries: Query[];
  truth: ProductTruth[];
  /** Reference CTR and CVR of the market, to express quality and conversion as ratios. */
  referenceCtr: number;
  referenceCvr: number;
  /**
   * What the marketplace has observed per (product, query) pair with clicks, keyed
   * `"productIndex:queryIndex"`: [clicks, orders]. Absent in states saved before it existed.
   */
  conversionHistory?: Record<string, [number, number]>;
  /** Competitors' reaction to the seller per query (simulation/competitor-reaction.ts); absent in older states. */
  competitorReaction?: { lift: number[]; slotsWon: number[]; slotsOffered: number[] };
  /** Units sold per product per local day for the last 7 days (organic rank velocity). */
  velocity: Record<string, number[]>;
}
