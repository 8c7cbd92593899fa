/** Paths and queries of /api/automation (issue 16). Pure valibot, shared with the web. */
import * as v from "valibot";
import { batchIdField } from "../campaigns/bulk-edit.schemas";
import { isoDateField } from "../date-range.schemas";
import { pageLimitField } from "../page-limit.schemas";
import { profileIdField } from "../profile-id.schemas";
import { AUTOMATION_RULES } from "./change";
import { CHANGE_ACTORS } from "./change-author";

export const CHANGE_PAGE_SIZE = 50;
export const MAX_CHANGE_PAGE_SIZE = 200;

const idField = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const automationParamSchema = v.object({ profileId: profileIdField });
export const changeParamSchema = v.object({ profileId: profileIdField, changeId: idField });
export const batchParamSchema = v.object({ profileId: profileIdField, batchId: batchIdField });

export const skuQuerySchema = v.object({ skuId: idField });
export const optionalSkuQuerySchema = v.object({ skuId: v.optional(idField) });

/** What narrows the change log: the list's and the impact's filters. */
const changeFilterEntries = {
  skuId: v.optional(idField),
  campaignId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a campaign id"))),
  rule: v.optional(v.picklist(AUTOMATION_RULES, `Must be one of ${AUTOMATION_RULES.join(", ")}`)),
  who: v.optional(v.picklist(CHANGE_ACTORS, `Must be one of ${CHANGE_ACTORS.join(", ")}`)),
  /** The member who made the changes (their user id); another organisation's id matches nothing. */
  memberId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a member's id"))),
  from: v.optional(isoDateField),
  to: v.optional(isoDateField),
};

const TO_BEFORE_FROM = "Must not be before from";

export const changePageQuerySchema = v.pipe(
  v.object({
    ...changeFilterEntries,
    cursor: v.optional(
      v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, "Must be a cursor from a previous page")),
    ),
    limit: pageLimitField(CHANGE_PAGE_SIZE, MAX_CHANGE_PAGE_SIZE),
  }),
  v.forward(
    v.check(({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM),
    ["to"],
  ),
);
export type ChangePageQuery = v.InferOutput<typeof changePageQuerySchema>;

/** The windows the impact compares, in days before and after the changes (issue 33). */
export const IMPACT_DAYS = ["7", "14"] as const;

export const changeImpactQuerySchema = v.pipe(
  v.object({
    ...changeFilterEntries,
    days: v.optional(
      v.pipe(v.picklist(IMPACT_DAYS, `Must be one of ${IMPACT_DAYS.join(", ")}`), v.transform(Number)),
      "7",
    ),
  }),
  v.forward(
    v.check(({ from, to }) => !from || !to || to >= from, TO_BEFORE_FROM),
    ["to"],
  ),
);
export type ChangeImpactQuery = v.InferOutput<typeof changeImpactQuerySchema>;
/** The filters alone, as both the list and the impact read them. */
export type ChangeFilter = Omit<ChangeImpactQuery, "days">;
