/** Query of GET /api/campaigns/{profileId}/page and /migrated (spec 000 §7, §9). */
import * as v from "valibot";
import { CAMPAIGN_SORT_COLUMNS, SORT_ORDERS, STATE_FILTERS, TARGETING_FILTERS } from "../campaign-filters";
import { dateRangeEntries, endNotBeforeStart } from "../date-range.schemas";
import { pageNumberField, pageSizeField } from "../page-limit.schemas";
import { profileIdField } from "../profile-id.schemas";

export const PAGE_SIZES = ["10", "20", "50", "100"] as const;

export const campaignListParamSchema = v.object({ profileId: profileIdField });

export const campaignListQuerySchema = v.pipe(
  v.object({
    ...dateRangeEntries,
    targeting: v.optional(v.picklist(TARGETING_FILTERS, "Must be ALL, AUTO or MANUAL"), "ALL"),
    state: v.optional(v.picklist(STATE_FILTERS, "Must be ALL, PAUSED or ENABLED"), "ALL"),
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Max length - 200 characters")), ""),
    page: pageNumberField,
    limit: pageSizeField(PAGE_SIZES, "10"),
    sort: v.optional(
      v.picklist(CAMPAIGN_SORT_COLUMNS, `Must be one of ${CAMPAIGN_SORT_COLUMNS.join(", ")}`),
      "name",
    ),
    order: v.optional(v.picklist(SORT_ORDERS, "Must be asc or desc"), "asc"),
  }),
  endNotBeforeStart(),
);

export type CampaignListQuery = v.InferOutput<typeof campaignListQuerySchema>;
