/**
 * Serving one auction win for an hour: impressions and clicks drawn from the slot's view and click
 * rates, clicks capped by what is left of the campaign's daily budget (the campaign then stops for
 * the day), cost at the second price, and orders scheduled over the attribution lag.
 */
import type { Candidate } from "../auction/candidates";
import { clickFactor, viewRate } from "../auction/placements";
import { RESERVE_PRICE } from "../auction/run-auction";
import { binomial } from "../core/draws";
import { round2 } from "../core/numbers";
import { mixInts, rngFromInt } from "../core/rng";
import { HOUR_MS, isoInstant, type LocalTime } from "../core/time";
import type { Placement } from "../entities";
import { factKey } from "../metrics";
import { lagHours, scheduleConversion } from "./attribution";
import type { SimContext } from "./context";
import { pairKey, recordClicks } from "./conversion-history";
import { factRow } from "./fact-rows";

export function serve(
  context: SimContext,
  candidate: Candidate,
  q: number,
  placement: Placement,
  slot: number,
  cpc: number,
  searches: number,
  hourIndex: number,
  local: LocalTime,
): void {
  const { profile, scenario } = context;
  const truth = profile.market.truth[candidate.productIndex];
  const product = profile.catalog[candidate.productIndex];
  const query = profile.market.queries[q];
  if (!truth || !product || !query || context.campaignOut[candidate.campaignIndex]) return;
  const rng = rngFromInt(mixInts(context.seedInt, hourIndex, q, 0x5eed + candidate.productIndex));
  const reach = context.productReach[candidate.productIndex] ?? 1;
  let impressions = binomial(rng, searches, viewRate(placement, slot) * reach);
  if (impressions === 0) return;
  const p = candidate.productIndex;
  const ctr = context.drift.ctr(truth.ctr[q] ?? 0, p, q);
  let clicks = binomial(rng, impressions, ctr * clickFactor(placement, slot));
  const ci = candidate.campaignIndex;
  const budget = profile.ads.campaigns[ci]?.budget.budget ?? 0;
  const remaining = budget - (context.spent[ci] ?? 0);
  let exhausted = false;
  if (clicks > 0) {
    const affordable = Math.floor(remaining / cpc + 1e-9);
    if (affordable <= 0) {
      markOut(context, ci, hourIndex);
      return;
    }
    if (clicks > affordable) {
      impressions = Math.max(affordable, Math.floor((impressions * affordable) / clicks));
      clicks = affordable;
      exhausted = true;
    }
  }
  const cost = round2(clicks * cpc);
  context.spent[ci] = round2((context.spent[ci] ?? 0) + cost);
  if (budget - (context.spent[ci] ?? 0) < RESERVE_PRICE) exhausted = true;
  if (clicks > 0) {
    recordClicks(context.conversionHistory, pairKey(profile.market, candidate.productIndex, q), clicks);
  }
  const row = factRow(context, candidate, placement, q, query.text, local.date);
  row.impressions += impressions;
  row.clicks += clicks;
  row.cost = round2(row.cost + cost);
  const ad = candidate.adIndex;
  if (context.hourImpressions[ad] === 0) context.hourAds.push(ad);
  context.hourImpressions[ad] = (context.hourImpressions[ad] ?? 0) + impressions;
  context.hourClicks[ad] = (context.hourClicks[ad] ?? 0) + clicks;
  context.hourCost[ad] = (context.hourCost[ad] ?? 0) + cost;
  const availabilityFactor = context.availability[candidate.productIndex] === "IN_STOCK_SCARCE" ? 0.85 : 1;
  const orders = binomial(rng, clicks, context.drift.cvr(truth.cvr[q] ?? 0, p, q) * availabilityFactor);
  const key = orders > 0 ? factKey(row) : "";
  for (let i = 0; i < orders; i++) {
    const units = 1 + (rng.next() < scenario.attribution.extraUnitShare ? 1 : 0);
    const lag = lagHours(rng.next(), scenario.attribution.meanLagHours);
    const conversion = {
      at: hourIndex + lag,
      key,
      lagHours: lag,
      units,
      sales: round2(units * product.price),
    };
    scheduleConversion(context, conversion, hourIndex, product.sku);
  }
  if (exhausted) markOut(context, ci, hourIndex);
}

export function markOut(context: SimContext, campaignIndex: number, hourIndex: number): void {
  if (context.campaignOut[campaignIndex]) return;
  context.campaignOut[campaignIndex] = true;
  const campaign = context.profile.ads.campaigns[campaignIndex];
  if (!campaign) return;
  context.events.push({
    type: "CAMPAIGN_OUT_OF_BUDGET",
    at: isoInstant(hourIndex * HOUR_MS),
    profileId: context.profile.profileId,
    campaignId: campaign.campaignId,
    date: context.date,
  });
}
