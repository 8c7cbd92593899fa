/**
 * Read-only `extendedData.servingStatus` of SP v3 entities at the simulated now, derived from
 * states up the hierarchy, flight dates, today's budget and the advertised product's stock.
 */
import { localDate, parseInstant } from "../core/time";
import type { AdGroup, Campaign } from "../entities";
import type { Profile, SandboxState } from "../state";
import { availabilityOn } from "../world/stock-spells";

function today(state: SandboxState, profile: Profile): string {
  return localDate(profile.timezone, parseInstant(state.clock.now));
}

export function campaignServingStatus(state: SandboxState, profile: Profile, campaign: Campaign): string {
  const date = today(state, profile);
  if (campaign.state === "ARCHIVED") return "CAMPAIGN_ARCHIVED";
  if (campaign.state === "PAUSED") return "CAMPAIGN_PAUSED";
  if (campaign.startDate > date) return "PENDING_START_DATE";
  if (campaign.endDate && campaign.endDate < date) return "ENDED";
  const spend = profile.metrics.spend;
  const outAt = profile.metrics.outOfBudget[campaign.campaignId];
  if (spend.date === date && outAt !== undefined && campaign.budget.budget <= outAt)
    return "CAMPAIGN_OUT_OF_BUDGET";
  return "CAMPAIGN_STATUS_ENABLED";
}

export function adGroupServingStatus(state: SandboxState, profile: Profile, adGroup: AdGroup): string {
  const campaign = profile.ads.campaigns.find((candidate) => candidate.campaignId === adGroup.campaignId);
  const parent = campaign ? campaignServingStatus(state, profile, campaign) : "CAMPAIGN_ARCHIVED";
  if (parent !== "CAMPAIGN_STATUS_ENABLED") return parent;
  if (adGroup.state === "ARCHIVED") return "AD_GROUP_ARCHIVED";
  if (adGroup.state === "PAUSED") return "AD_GROUP_PAUSED";
  const hasAds = profile.ads.productAds.some(
    (ad) => ad.adGroupId === adGroup.adGroupId && ad.state === "ENABLED",
  );
  return hasAds ? "AD_GROUP_STATUS_ENABLED" : "AD_GROUP_INCOMPLETE";
}

/** Product ads: also AD_INELIGIBLE (listing problems) and AD_OUT_OF_STOCK (stock spells). */
export function productAdServingStatus(
  state: SandboxState,
  profile: Profile,
  ad: { adGroupId: string; sku: string; state: string },
): string {
  const adGroup = profile.ads.adGroups.find((candidate) => candidate.adGroupId === ad.adGroupId);
  const parent = adGroup ? adGroupServingStatus(state, profile, adGroup) : "AD_GROUP_ARCHIVED";
  if (parent !== "AD_GROUP_STATUS_ENABLED" && parent !== "AD_GROUP_INCOMPLETE") return parent;
  if (ad.state === "ARCHIVED") return "AD_ARCHIVED";
  if (ad.state === "PAUSED") return "AD_PAUSED";
  const product = profile.catalog.find((candidate) => candidate.sku === ad.sku);
  if (!product || product.eligibility.some((status) => status.severity === "INELIGIBLE"))
    return "AD_INELIGIBLE";
  const availability = availabilityOn(product, today(state, profile), state.scenario.stock.scarceDaysBefore);
  return availability === "OUT_OF_STOCK" ? "AD_OUT_OF_STOCK" : "AD_STATUS_LIVE";
}

/** Keywords and targeting clauses. */
export function targetingServingStatus(
  state: SandboxState,
  profile: Profile,
  clause: { adGroupId: string; state: string },
): string {
  const adGroup = profile.ads.adGroups.find((candidate) => candidate.adGroupId === clause.adGroupId);
  const parent = adGroup ? adGroupServingStatus(state, profile, adGroup) : "AD_GROUP_ARCHIVED";
  if (parent !== "AD_GROUP_STATUS_ENABLED") return parent;
  if (clause.state === "ARCHIVED") return "TARGETING_CLAUSE_ARCHIVED";
  if (clause.state === "PAUSED") return "TARGETING_CLAUSE_PAUSED";
  return "TARGETING_CLAUSE_STATUS_LIVE";
}
