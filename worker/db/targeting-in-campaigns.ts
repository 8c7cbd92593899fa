import { and, eq } from "drizzle-orm";
import { spKeywords, spTargets } from "./ads-schema";
import { inList } from "./in-list";

/** The profile's keywords (not negatives) in these campaigns: a condition on sp_keywords. */
export const keywordsInCampaigns = (profileId: number, campaignIds: string[]) =>
  and(
    eq(spKeywords.profileId, profileId),
    eq(spKeywords.kind, "KEYWORD"),
    inList(spKeywords.campaignId, campaignIds),
  );

/** The profile's targets (not negatives) in these campaigns: a condition on sp_targets. */
export const targetsInCampaigns = (profileId: number, campaignIds: string[]) =>
  and(
    eq(spTargets.profileId, profileId),
    eq(spTargets.kind, "TARGET"),
    inList(spTargets.campaignId, campaignIds),
  );
