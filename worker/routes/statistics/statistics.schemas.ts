/** Shapes of /api/statistics: the worker validates with these and the web app reuses them. */
import * as v from "valibot";
import { STATE_FILTERS } from "../../contracts/campaign-filters";
import { isCalendarDate, rangeLength } from "../../metrics/date-range";

/** Our amazon_profiles.id, as it appears in paths and queries. */
export const profileIdField = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const dashboardQuerySchema = v.object({ profileId: v.optional(profileIdField) });

export type { DashboardData } from "../../contracts/dashboard";

/** The Analytics range covers at most this many marketplace days. */
export const MAX_STATISTICS_DAYS = 95;

const isoDate = v.pipe(v.string(), v.check(isCalendarDate, "Must be a date written YYYY-MM-DD"));

export const RANGE_TOO_LONG = `The range can cover at most ${MAX_STATISTICS_DAYS} days`;

/** GET /api/statistics (spec 000 §3 "Statistics query inputs", §7). */
export const statisticsQuerySchema = v.pipe(
  v.object({
    startDate: v.optional(isoDate),
    endDate: v.optional(isoDate),
    state: v.optional(v.picklist(STATE_FILTERS, "Must be ALL, ENABLED or PAUSED"), "ALL"),
    profileId: v.optional(profileIdField),
    advertisedSkuId: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Must be a whole number"), v.transform(Number)),
    ),
  }),
  v.forward(
    v.check(
      ({ startDate, endDate }) => !startDate || !endDate || endDate >= startDate,
      "Must not be before startDate",
    ),
    ["endDate"],
  ),
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
