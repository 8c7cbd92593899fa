/** What entity rules see while a batch runs: the profile, today, limits and parent lookups. */
import { allocateId } from "../core/ids";
import { MARKETPLACES, type Marketplace } from "../core/marketplaces";
import { isoInstant, localDate, parseInstant } from "../core/time";
import type { AdGroup, Campaign } from "../entities";
import type { Profile, SandboxState } from "../state";
import { type MutationError, parentEntity } from "./errors";

export interface MutationContext {
  profile: Profile;
  marketplace: Marketplace;
  /** ISO instant of the simulated now (creation and update times). */
  now: string;
  /** Local date in the profile's time zone. */
  today: string;
  newId: () => string;
}

export function mutationContext(state: SandboxState, profile: Profile): MutationContext {
  const nowMs = parseInstant(state.clock.now);
  return {
    profile,
    marketplace: MARKETPLACES[profile.countryCode],
    now: isoInstant(nowMs),
    today: localDate(profile.timezone, nowMs),
    newId: () => allocateId(state),
  };
}

/** The campaign an item names, or the error to answer with. */
export function parentCampaign(
  context: MutationContext,
  campaignId: unknown,
  at: string,
): Campaign | MutationError {
  const campaign = context.profile.ads.campaigns.find((candidate) => candidate.campaignId === campaignId);
  if (!campaign) {
    return parentEntity(
      "PARENT_ENTITY_NOT_FOUND",
      `campaign ${String(campaignId)} was not found`,
      `${at}.campaignId`,
      String(campaignId),
    );
  }
  if (campaign.state === "ARCHIVED") {
    return parentEntity(
      "PARENT_ENTITY_ARCHIVED",
      `campaign ${campaign.campaignId} is archived`,
      `${at}.campaignId`,
      campaign.campaignId,
    );
  }
  return campaign;
}

/** The ad group an item names (inside the campaign it names), or the error to answer with. */
export function parentAdGroup(
  context: MutationContext,
  campaignId: unknown,
  adGroupId: unknown,
  at: string,
): { campaign: Campaign; adGroup: AdGroup } | MutationError {
  const campaign = parentCampaign(context, campaignId, at);
  if ("errorType" in campaign) return campaign;
  const adGroup = context.profile.ads.adGroups.find((candidate) => candidate.adGroupId === adGroupId);
  if (!adGroup || adGroup.campaignId !== campaign.campaignId) {
    return parentEntity(
      "PARENT_ENTITY_NOT_FOUND",
      `ad group ${String(adGroupId)} was not found in campaign ${campaign.campaignId}`,
      `${at}.adGroupId`,
      String(adGroupId),
    );
  }
  if (adGroup.state === "ARCHIVED") {
    return parentEntity(
      "PARENT_ENTITY_ARCHIVED",
      `ad group ${adGroup.adGroupId} is archived`,
      `${at}.adGroupId`,
      adGroup.adGroupId,
    );
  }
  return { campaign, adGroup };
}

export function isError(value: unknown): value is MutationError {
  return typeof value === "object" && value !== null && "errorType" in value;
}
