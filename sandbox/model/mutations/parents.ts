/** Whether an entity's campaign or ad group is archived (which freezes the entity). */
import type { MutationContext } from "./context";

export function parentsArchived(context: MutationContext, campaignId: string, adGroupId?: string): boolean {
  const { ads } = context.profile;
  const campaign = ads.campaigns.find((candidate) => candidate.campaignId === campaignId);
  if (!campaign || campaign.state === "ARCHIVED") return true;
  if (adGroupId === undefined) return false;
  const adGroup = ads.adGroups.find((candidate) => candidate.adGroupId === adGroupId);
  return !adGroup || adGroup.state === "ARCHIVED";
}

/** Whether an ad group already holds keywords (then it cannot hold product targets, and back). */
export function adGroupTargetingKind(
  context: MutationContext,
  adGroupId: string,
): "KEYWORDS" | "TARGETS" | "NONE" {
  const { ads } = context.profile;
  if (ads.keywords.some((keyword) => keyword.adGroupId === adGroupId && keyword.state !== "ARCHIVED"))
    return "KEYWORDS";
  if (ads.targets.some((target) => target.adGroupId === adGroupId && target.state !== "ARCHIVED"))
    return "TARGETS";
  return "NONE";
}
