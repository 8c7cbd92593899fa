/** Ad group create/update. An ad group created in an AUTO campaign gets the four auto clauses. */
import type { AdGroup } from "../entities";
import { AUTO_PREDICATES } from "../targeting-entities";
import { isError, parentCampaign } from "./context";
import { duplicateValue } from "./errors";
import type { KindRules, Outcome } from "./kinds";
import { checkBid, checkName, checkState, errorsOf } from "./validate";

export const adGroupRules: KindRules<AdGroup> = {
  create(context, item, at): Outcome<AdGroup> {
    const errors = errorsOf(
      checkName(item.name, true, 255, `${at}.name`),
      checkState(item, true, at),
      checkBid(item.defaultBid, true, context.marketplace, `${at}.defaultBid`),
    );
    const campaign = parentCampaign(context, item.campaignId, at);
    if (isError(campaign)) errors.push(campaign);
    else if (
      errors.length === 0 &&
      context.profile.ads.adGroups.some(
        (group) =>
          group.campaignId === campaign.campaignId && group.name === item.name && group.state !== "ARCHIVED",
      )
    ) {
      errors.push(
        duplicateValue(
          "NAME_NOT_UNIQUE",
          "an ad group with this name exists in the campaign",
          `${at}.name`,
          String(item.name),
        ),
      );
    }
    if (errors.length > 0 || isError(campaign)) return errors;
    return {
      adGroupId: context.newId(),
      campaignId: campaign.campaignId,
      name: item.name as string,
      state: item.state as AdGroup["state"],
      defaultBid: item.defaultBid as number,
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },

  update(context, existing, item, at): Outcome<AdGroup> {
    const errors = errorsOf(
      checkName(item.name, false, 255, `${at}.name`),
      checkState(item, false, at),
      checkBid(item.defaultBid, false, context.marketplace, `${at}.defaultBid`),
    );
    if (
      item.name !== undefined &&
      errors.length === 0 &&
      context.profile.ads.adGroups.some(
        (group) =>
          group.campaignId === existing.campaignId &&
          group.name === item.name &&
          group.state !== "ARCHIVED" &&
          group.adGroupId !== existing.adGroupId,
      )
    ) {
      errors.push(
        duplicateValue(
          "NAME_NOT_UNIQUE",
          "an ad group with this name exists in the campaign",
          `${at}.name`,
          String(item.name),
        ),
      );
    }
    if (errors.length > 0) return errors;
    return {
      ...existing,
      ...(item.name !== undefined ? { name: item.name as string } : {}),
      ...(item.state !== undefined ? { state: item.state as AdGroup["state"] } : {}),
      ...(item.defaultBid !== undefined ? { defaultBid: item.defaultBid as number } : {}),
      extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
    };
  },

  afterCreate(context, created) {
    const campaign = context.profile.ads.campaigns.find(
      (candidate) => candidate.campaignId === created.campaignId,
    );
    if (campaign?.targetingType !== "AUTO") return;
    for (const type of AUTO_PREDICATES) {
      context.profile.ads.targets.push({
        targetId: context.newId(),
        campaignId: created.campaignId,
        adGroupId: created.adGroupId,
        expression: [{ type }],
        resolvedExpression: [{ type }],
        expressionType: "AUTO",
        state: "ENABLED",
        extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
      });
    }
  },

  parentArchived: (context, existing) =>
    context.profile.ads.campaigns.find((campaign) => campaign.campaignId === existing.campaignId)?.state ===
    "ARCHIVED",
};
