/**
 * Revenue per click with empirical-Bayes shrinkage: a keyword or target with few clicks borrows its
 * rate from its ad group, the ad group from its campaign, the campaign from the SKU, and the SKU from
 * what a click of the seller's profile brings at its price, so two clicks and a lucky order (or 30
 * clicks and no order yet) do not swing a bid. Orders per click are Poisson–Gamma: the group's rate is the
 * prior mean, worth PRIOR_ORDERS orders, i.e. PRIOR_ORDERS / (group's orders per click) clicks. A
 * child with as many clicks as that weighs as much as its group; with ten times as many, it decides.
 */
import type { DateRange } from "../../contracts/date-range";
import { type ClickTotals, emptyTotals, type LookBackTotals, sellerTotals } from "./look-back-totals";
import type { SkuSnapshot } from "./rule-input";

/** The prior's strength in orders (a Gamma shape of 2: siblings' conversion rates spread ±70 %). */
export const PRIOR_ORDERS = 2;

export type RateEstimate = {
  /** Sales cents per settled click. */
  revenuePerClick: number;
  /** Orders per settled click. */
  ordersPerClick: number;
};

/** The SKU's own rates, taken as they are: the top of the ladder when there is no prior. */
export function rootEstimate(totals: ClickTotals): RateEstimate {
  if (totals.settledClicks <= 0) return { revenuePerClick: 0, ordersPerClick: 0 };
  return {
    revenuePerClick: totals.salesCents / totals.settledClicks,
    ordersPerClick: totals.orders / totals.settledClicks,
  };
}

/**
 * The SKU's prior: the orders a click of the seller's whole profile brought over the same days, at
 * this product's price (the profile's own sales per order when the price is not known). Without it a
 * SKU whose first 30 clicks sold nothing is worth nothing a click: its bids fall to the floor and it
 * never buys the clicks that would show otherwise (bench: a $76 product the best bidder sold $6,155
 * of at 19 % ACOS got no click after its first week). Null when the profile has no order yet.
 */
export function sellerPrior(seller: ClickTotals, priceCents: number | null | undefined): RateEstimate | null {
  if (seller.settledClicks <= 0 || seller.orders <= 0) return null;
  const ordersPerClick = seller.orders / seller.settledClicks;
  const salesPerOrder = priceCents && priceCents > 0 ? priceCents : seller.salesCents / seller.orders;
  return { ordersPerClick, revenuePerClick: ordersPerClick * salesPerOrder };
}

/** The snapshot's seller prior over `range`, read at `hour` of `today`. */
export const skuPrior = (snapshot: SkuSnapshot, range: DateRange, today: string, hour: number) =>
  sellerPrior(sellerTotals(snapshot, range, today, hour), snapshot.settings.priceCents);

/** The child's rates pulled toward its parent's, the less so the more clicks it has. */
export function shrink(own: ClickTotals | undefined, parent: RateEstimate): RateEstimate {
  // No order anywhere above: the parent's zero rate is all there is to say.
  if (!own || parent.ordersPerClick <= 0) return parent;
  const priorClicks = PRIOR_ORDERS / parent.ordersPerClick;
  const clicks = own.settledClicks + priorClicks;
  return {
    revenuePerClick: (own.salesCents + priorClicks * parent.revenuePerClick) / clicks,
    ordersPerClick: (own.orders + PRIOR_ORDERS) / clicks,
  };
}

/** Where an entity sits: its own id, its ad group's and its campaign's. */
export type EntityPlace = { entityId: string; adGroupId: string; campaignId: string };

/**
 * Each entity's estimate from a look-back's totals: seller prior → SKU → campaign → ad group → entity,
 * each level shrunk toward the one above, the campaigns' and ad groups' estimates computed once.
 */
export function estimator(
  totals: LookBackTotals,
  prior: RateEstimate | null = null,
): (entity: EntityPlace) => RateEstimate {
  const sku = prior ? shrink(totals.sku, prior) : rootEstimate(totals.sku);
  const campaigns = new Map<string, RateEstimate>();
  const adGroups = new Map<string, RateEstimate>();
  const campaignEstimate = (campaignId: string) => {
    let estimate = campaigns.get(campaignId);
    if (!estimate) {
      estimate = shrink(totals.campaigns.get(campaignId), sku);
      campaigns.set(campaignId, estimate);
    }
    return estimate;
  };
  const adGroupEstimate = (entity: EntityPlace) => {
    let estimate = adGroups.get(entity.adGroupId);
    if (!estimate) {
      estimate = shrink(totals.adGroups.get(entity.adGroupId), campaignEstimate(entity.campaignId));
      adGroups.set(entity.adGroupId, estimate);
    }
    return estimate;
  };
  return (entity) => shrink(totals.entities.get(entity.entityId) ?? emptyTotals(), adGroupEstimate(entity));
}
