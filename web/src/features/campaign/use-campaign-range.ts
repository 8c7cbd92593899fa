import { useSearchParams } from "react-router-dom";
import {
  acceptedRange,
  type DateRange,
  defaultDateRange,
} from "../../components/date-range-picker/date-range-rules";
import { useMarketplaceToday } from "../clock/marketplace-today";

/**
 * The campaign page's range: ?startDate&endDate when the list passed a selectable one, else the
 * marketplace's last 7 days (spec 000 §2.8). Undefined until the marketplace clock answers.
 */
export function useCampaignRange() {
  const [params, setParams] = useSearchParams();
  const today = useMarketplaceToday();
  const range = today
    ? (acceptedRange(params.get("startDate"), params.get("endDate"), today) ?? defaultDateRange(today))
    : undefined;
  const setRange = (next: DateRange) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        merged.set("startDate", next.startDate);
        merged.set("endDate", next.endDate);
        return merged;
      },
      { replace: true },
    );
  return { today, range, setRange };
}
