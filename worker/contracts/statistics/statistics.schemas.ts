/** Shapes of /api/statistics: the worker validates with these and the web app reuses them. */
import * as v from "valibot";
import { STATE_FILTERS } from "../campaign-filters";
import { rangeLength } from "../date-range";
import { dateRangeEntries, endNotBeforeStart } from "../date-range.schemas";
import { profileIdField } from "../profile-id.schemas";

export const dashboardQuerySchema = v.object({ profileId: v.optional(profileIdField) });

export type { DashboardData } from "./dashboard";

/** The Analytics range covers at most this many marketplace days. */
export const MAX_STATISTICS_DAYS = 95;

export const RANGE_TOO_LONG = `The range can cover at most ${MAX_STATISTICS_DAYS} days`;

/** What to compare the range with: nothing, or the period of the same length just before it. */
export const STATISTICS_COMPARISONS = ["NONE", "PREVIOUS"] as const;

/** GET /api/statistics (spec 000 §3 "Statistics query inputs", §7). */
export const statisticsQuerySchema = v.pipe(
  v.object({
    ...dateRangeEntries,
    state: v.optional(v.picklist(STATE_FILTERS, "Must be ALL, ENABLED or PAUSED"), "ALL"),
    profileId: v.optional(profileIdField),
    advertisedSkuId: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
    ),
    compare: v.optional(v.picklist(STATISTICS_COMPARISONS, "Must be NONE or PREVIOUS"), "NONE"),
  }),
  endNotBeforeStart(),
  v.forward(
    v.check(
      ({ startDate, endDate }) =>
        !startDate || !endDate || rangeLength({ startDate, endDate }) <= MAX_STATISTICS_DAYS,
      RANGE_TOO_LONG,
    ),
    ["endDate"],
  ),
);

export type StatisticsQuery = v.InferOutput<typeof statisticsQuerySchema>;
