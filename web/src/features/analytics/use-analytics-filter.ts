import { useSearchParams } from "react-router-dom";
import {
  acceptedRange,
  type DateRange,
  defaultDateRange,
} from "../../components/date-range-picker/date-range-rules";
import { useCurrentProfile } from "../accounts/selection/current-profile-context";
import { useMarketplaceToday } from "../clock/marketplace-today";
import type { StatisticsFilter } from "./api/statistics-query";

export const STATE_OPTIONS = [
  { value: "ALL", label: "All" },
  { value: "ENABLED", label: "Enabled" },
  { value: "PAUSED", label: "Paused" },
] as const;

const stateOf = (value: string | null): StatisticsFilter["state"] =>
  value === "ENABLED" || value === "PAUSED" ? value : "ALL";

/**
 * The Analytics filters, kept in the address bar (?startDate&endDate&state) so a view can be shared;
 * the range defaults to the marketplace's last 7 days. Undefined until the marketplace clock answers.
 */
export function useAnalyticsFilter() {
  const [params, setParams] = useSearchParams();
  const today = useMarketplaceToday();
  const { profile } = useCurrentProfile();
  const range = today
    ? (acceptedRange(params.get("startDate"), params.get("endDate"), today) ?? defaultDateRange(today))
    : undefined;
  const state = stateOf(params.get("state"));
  const filter: StatisticsFilter | undefined = range && { ...range, state, profileId: profile?.id };

  const update = (next: Partial<DateRange & { state: StatisticsFilter["state"] }>) =>
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) if (value) merged.set(key, value);
        if (merged.get("state") === "ALL") merged.delete("state");
        return merged;
      },
      { replace: true },
    );

  return {
    today,
    range,
    state,
    filter,
    setRange: (next: DateRange) => update(next),
    setState: (s: StatisticsFilter["state"]) => update({ state: s }),
  };
}
