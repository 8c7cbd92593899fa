import { useSearchParams } from "react-router-dom";
import {
  acceptedRange,
  type DateRange,
  defaultDateRange,
} from "../components/date-range-picker/date-range-rules";
import { useMarketplaceToday } from "../lib/clock/marketplace-today";

/**
 * The date range of a campaign screen, kept in `?startDate=&endDate=` so links carry it; the last 7
 * marketplace days when absent or outside the past month (or before `earliest(today)` where a screen
 * reaches further). Undefined until the marketplace's today is known.
 */
export function useDateRangeParams(earliest?: (today: string) => string) {
  const today = useMarketplaceToday();
  const [params, setParams] = useSearchParams();
  const range: DateRange | undefined = today
    ? (acceptedRange(params.get("startDate"), params.get("endDate"), today, earliest?.(today)) ??
      defaultDateRange(today))
    : undefined;
  const setRange = (next: DateRange) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set("startDate", next.startDate);
        updated.set("endDate", next.endDate);
        return updated;
      },
      { replace: true },
    );
  return { today, range, setRange };
}
