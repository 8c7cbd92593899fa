/**
 * Revenue per click with empirical-Bayes shrinkage: a keyword or target with few clicks borrows its
 * rate from its ad group, the ad group from its campaign, the campaign from the SKU, so two clicks
 * and a lucky order do not swing a bid. Orders per click are Poisson–Gamma: the group's rate is the
 * prior mean, worth PRIOR_ORDERS orders, i.e. PRIOR_ORDERS / (group's orders per click) clicks. A
 * child with as many clicks as that weighs as much as its group; with ten times as many, it decides.
 */
import { type ClickTotals, emptyTotals, type LookBackTotals } from "./look-back-totals";

/** The prior's strength in orders (a Gamma shape of 2: siblings' conversion rates spread ±70 %). */
export const PRIOR_ORDERS = 2;

export type RateEstimate = {
  /** Sales cents per settled click. */
  revenuePerClick: number;
  /** Orders per settled click. */
  ordersPerClick: number;
};

/** The SKU's own rates: the top of the ladder, taken as they are. */
export function rootEstimate(totals: ClickTotals): RateEstimate {
  if (totals.settledClicks <= 0) return { revenuePerClick: 0, ordersPerClick: 0 };
  return {
    revenuePerClick: totals.salesCents / totals.settledClicks,
    ordersPerClick: totals.orders / totals.settledClicks,
  };
}

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
 * Each entity's estimate from a look-back's totals: SKU → campaign → ad group → entity, each level
 * shrunk toward the one above, the campaigns' and ad groups' estimates computed once.
 */
export function estimator(totals: LookBackTotals): (entity: EntityPlace) => RateEstimate {
  const sku = rootEstimate(totals.sku);
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
