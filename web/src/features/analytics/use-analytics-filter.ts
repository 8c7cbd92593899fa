import { useSearchParams } from "react-router-dom";
import { useDateRangeParams } from "../../hooks/use-date-range-params";
import { useProfileFilter } from "../../lib/accounts/use-profile-filter";
import type { StatisticsFilter } from "./api/statistics-query";
import { earliestPresetDate } from "./date-presets";

export const STATE_OPTIONS = [
  { value: "ALL", label: "All states" },
  { value: "ENABLED", label: "Enabled" },
  { value: "PAUSED", label: "Paused" },
] as const;

type State = StatisticsFilter["state"];
const stateOf = (value: string | null): State => (value === "ENABLED" || value === "PAUSED" ? value : "ALL");

/**
 * The Analytics filters, kept in the address bar (?startDate&endDate&state&profileId) so a view can be shared;
 * the range defaults to the marketplace's last 7 days and reaches back as far as the presets do ('Last
 * month'). `filter` is undefined until the clock answers.
 */
export function useAnalyticsFilter() {
  const { today, range, setRange } = useDateRangeParams(earliestPresetDate);
  const [params, setParams] = useSearchParams();
  const profiles = useProfileFilter();
  const state = stateOf(params.get("state"));
  const filter: StatisticsFilter | undefined = range && { ...range, state, profileId: profiles.profileId };

  const setState = (next: State) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === "ALL") updated.delete("state");
        else updated.set("state", next);
        return updated;
      },
      { replace: true },
    );

  return { today, range, state, filter, setRange, setState, profiles };
}
