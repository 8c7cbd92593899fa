/** Campaign create/update: name, targeting type (fixed), state, daily budget, dates, dynamic bidding. */
import type { Campaign, TargetingType } from "../entities";
import type { MutationContext } from "./context";
import { dateError } from "./domain-errors";
import { checkDynamicBidding, dynamicBiddingOf } from "./dynamic-bidding";
import { duplicateValue, type MutationError, otherError } from "./errors";
import type { KindRules, Outcome } from "./kinds";
import { checkBudget, checkDate, checkEnum, checkName, checkState, errorsOf } from "./validate";

function nameTaken(context: MutationContext, name: unknown, exceptId?: string): boolean {
  return context.profile.ads.campaigns.some(
    (campaign) => campaign.name === name && campaign.state !== "ARCHIVED" && campaign.campaignId !== exceptId,
  );
}

function checkDates(
  context: MutationContext,
  start: string,
  end: unknown,
  at: string,
  startChanged: boolean,
) {
  const errors: MutationError[] = [];
  if (startChanged && start < context.today) {
    errors.push(
      dateError("START_DATE_EARLIER_THAN_TODAY", "startDate cannot be in the past", `${at}.startDate`, start),
    );
  }
  if (typeof end === "string") {
    if (end < start)
      errors.push(
        dateError("START_DATE_AFTER_END_DATE", "endDate is before startDate", `${at}.endDate`, end),
      );
    else if (end < context.today)
      errors.push(
        dateError("END_DATE_EARLIER_THAN_TODAY", "endDate cannot be in the past", `${at}.endDate`, end),
      );
  }
  return errors;
}

export const campaignRules: KindRules<Campaign> = {
  create(context, item, at): Outcome<Campaign> {
    const errors = errorsOf(
      checkName(item.name, true, 128, `${at}.name`),
      checkEnum(item, "targetingType", ["AUTO", "MANUAL"], true, at),
      checkState(item, true, at),
      checkBudget(item.budget, true, context.marketplace, at),
      item.startDate === undefined ? undefined : checkDate(item.startDate, `${at}.startDate`),
      item.endDate === undefined || item.endDate === null
        ? undefined
        : checkDate(item.endDate, `${at}.endDate`),
    );
    errors.push(...checkDynamicBidding(item.dynamicBidding, at));
    if (errors.length === 0 && nameTaken(context, item.name)) {
      errors.push(
        duplicateValue(
          "NAME_NOT_UNIQUE",
          "a campaign with this name already exists",
          `${at}.name`,
          String(item.name),
        ),
      );
    }
    const startDate = typeof item.startDate === "string" ? item.startDate : context.today;
    if (errors.length === 0) errors.push(...checkDates(context, startDate, item.endDate, at, true));
    if (errors.length > 0) return errors;
    const budget = item.budget as { budget: number };
    return {
      campaignId: context.newId(),
      name: item.name as string,
      targetingType: item.targetingType as TargetingType,
      state: item.state as Campaign["state"],
      budget: { budgetType: "DAILY", budget: budget.budget },
      startDate,
      endDate: typeof item.endDate === "string" ? item.endDate : null,
      ...(typeof item.portfolioId === "string" ? { portfolioId: item.portfolioId } : {}),
      dynamicBidding: dynamicBiddingOf(item.dynamicBidding),
      extendedData: { creationDateTime: context.now, lastUpdateDateTime: context.now },
    };
  },

  update(context, existing, item, at): Outcome<Campaign> {
    const errors = errorsOf(
      checkName(item.name, false, 128, `${at}.name`),
      checkState(item, false, at),
      checkBudget(item.budget, false, context.marketplace, at),
      item.startDate === undefined ? undefined : checkDate(item.startDate, `${at}.startDate`),
      item.endDate === undefined || item.endDate === null
        ? undefined
        : checkDate(item.endDate, `${at}.endDate`),
    );
    errors.push(...checkDynamicBidding(item.dynamicBidding, at));
    if (item.targetingType !== undefined && item.targetingType !== existing.targetingType) {
      errors.push(otherError("targetingType cannot be changed after creation", `${at}.targetingType`));
    }
    if (
      item.name !== undefined &&
      errors.length === 0 &&
      nameTaken(context, item.name, existing.campaignId)
    ) {
      errors.push(
        duplicateValue(
          "NAME_NOT_UNIQUE",
          "a campaign with this name already exists",
          `${at}.name`,
          String(item.name),
        ),
      );
    }
    const startDate = typeof item.startDate === "string" ? item.startDate : existing.startDate;
    const startChanged = startDate !== existing.startDate;
    if (startChanged && existing.startDate <= context.today) {
      errors.push(
        dateError(
          "UPDATING_READ_ONLY_START_DATE",
          "a started campaign keeps its startDate",
          `${at}.startDate`,
          startDate,
        ),
      );
    }
    const endDate = item.endDate === undefined ? existing.endDate : item.endDate;
    if (errors.length === 0)
      errors.push(
        ...checkDates(context, startDate, item.endDate === undefined ? undefined : endDate, at, startChanged),
      );
    if (errors.length > 0) return errors;
    return {
      ...existing,
      ...(item.name !== undefined ? { name: item.name as string } : {}),
      ...(item.state !== undefined ? { state: item.state as Campaign["state"] } : {}),
      ...(item.budget !== undefined
        ? { budget: { budgetType: "DAILY", budget: (item.budget as { budget: number }).budget } }
        : {}),
      ...(typeof item.portfolioId === "string" ? { portfolioId: item.portfolioId } : {}),
      startDate,
      endDate: (endDate as string | null | undefined) ?? null,
      dynamicBidding:
        item.dynamicBidding === undefined
          ? existing.dynamicBidding
          : dynamicBiddingOf(item.dynamicBidding, existing.dynamicBidding),
      extendedData: { ...existing.extendedData, lastUpdateDateTime: context.now },
    };
  },

  parentArchived: () => false,
};
