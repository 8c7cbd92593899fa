import { marketplaceToday } from "../../clock/zone-clock";
import { validationError } from "../../contracts/api-error";
import { type DateRange, lastDays, shiftDate } from "../../contracts/date-range";

/**
 * The range a list asks about, in the profile's marketplace dates: the default is the last 7 days
 * ending today; a lone endDate takes the 7 days up to it; a lone startDate runs to today. The
 * marketplace clock is asked only when a date is missing.
 */
export async function resolveRange(
  query: { startDate?: string; endDate?: string },
  timezone: string,
  now: () => Promise<Date>,
): Promise<DateRange> {
  const today = async () => marketplaceToday(timezone, await now());
  if (!query.startDate && !query.endDate) return lastDays(await today());
  const endDate = query.endDate ?? (await today());
  const startDate = query.startDate ?? shiftDate(endDate, -6);
  if (endDate < startDate) throw validationError("startDate", "Must not be after endDate");
  return { startDate, endDate };
}
