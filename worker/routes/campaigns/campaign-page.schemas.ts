/** Path and query of the campaign page's reads: GET /api/campaigns/{profileId}/{campaignId}[/…]. */
import * as v from "valibot";
import { isCalendarDate } from "../../metrics/date-range";
import { profileIdField } from "../statistics/statistics.schemas";

const date = v.pipe(v.string(), v.check(isCalendarDate, "Must be a date written YYYY-MM-DD"));

export const campaignParamSchema = v.object({
  profileId: profileIdField,
  campaignId: v.pipe(v.string("Required"), v.regex(/^[A-Za-z0-9_-]{1,64}$/, "Must be a campaign id")),
});

export const campaignRangeQuerySchema = v.pipe(
  v.object({ startDate: v.optional(date), endDate: v.optional(date) }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate >= startDate,
      "Must not be before startDate",
    ),
    ["endDate"],
  ),
);
