/** The date range a read may be asked for (`?startDate&endDate`), defined once for every screen. */
import * as v from "valibot";
import { isCalendarDate } from "./date-range";

export const isoDateField = v.pipe(v.string(), v.check(isCalendarDate, "Must be a date written YYYY-MM-DD"));

/** Both dates are optional: the Worker fills in what is missing (services' resolveRange). */
export const dateRangeEntries = { startDate: v.optional(isoDateField), endDate: v.optional(isoDateField) };

type DateRangeInput = { startDate?: string; endDate?: string };

type EndDatePath<T extends DateRangeInput> = Parameters<typeof v.forward<T, v.CheckIssue<T>, ["endDate"]>>[1];

/** Refuses an endDate before the startDate, on the endDate field: for a pipe over a query with dateRangeEntries. */
export const endNotBeforeStart = <T extends DateRangeInput>() =>
  v.forward<T, v.CheckIssue<T>, ["endDate"]>(
    v.check<T, string>(
      ({ startDate, endDate }) => !startDate || !endDate || endDate >= startDate,
      "Must not be before startDate",
    ),
    ["endDate"] as EndDatePath<T>,
  );

export const dateRangeQuerySchema = v.pipe(v.object(dateRangeEntries), endNotBeforeStart());
