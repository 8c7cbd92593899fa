/** Query of GET /api/campaigns/{profileId}/page and /migrated (spec 000 §7, §9). */
import * as v from "valibot";
import { STATE_FILTERS, TARGETING_FILTERS } from "../../contracts/campaign-filters";
import { isCalendarDate } from "../../metrics/date-range";
import { profileIdField } from "../statistics/statistics.schemas";

export const PAGE_SIZES = ["10", "20", "50", "100"] as const;

const date = v.pipe(v.string(), v.check(isCalendarDate, "Must be a date written YYYY-MM-DD"));

export const campaignListParamSchema = v.object({ profileId: profileIdField });

export const campaignListQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(date),
    endDate: v.optional(date),
    targeting: v.optional(v.picklist(TARGETING_FILTERS, "Must be ALL, AUTO or MANUAL"), "ALL"),
    state: v.optional(v.picklist(STATE_FILTERS, "Must be ALL, PAUSED or ENABLED"), "ALL"),
    name: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, "Max length - 200 characters")), ""),
    page: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,9}$/, "Must be a whole number"),
        v.transform(Number),
        v.minValue(1, "Min value - 1"),
      ),
      "1",
    ),
    limit: v.pipe(v.optional(v.picklist(PAGE_SIZES, "Must be 10, 20, 50 or 100"), "10"), v.transform(Number)),
  }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate >= startDate,
      "Must not be before startDate",
    ),
    ["endDate"],
  ),
);

export type CampaignListQuery = v.InferOutput<typeof campaignListQuerySchema>;
