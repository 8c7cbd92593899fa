import { HStack, NativeSelect } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { DateRangePicker } from "../../../components/date-range-picker/date-range-picker";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import type { StatisticsFilter } from "../api/statistics-query";
import { STATE_OPTIONS } from "../use-analytics-filter";
import { DatePresetSelect } from "./date-preset-select";

type Props = {
  today: string | undefined;
  range: DateRange | undefined;
  state: StatisticsFilter["state"];
  onRange: (range: DateRange) => void;
  onState: (state: StatisticsFilter["state"]) => void;
  /** The shared 'Profiles' filter. */
  profile: ReactNode;
};

/** Period (a preset or the calendar's range), campaign state and profile of the Analytics screen. */
export function AnalyticsFilters({ today, range, state, onRange, onState, profile }: Props) {
  return (
    <HStack gap="3" wrap="wrap">
      <DatePresetSelect today={today} range={range} onRange={onRange} />
      <DateRangePicker value={range} onChange={onRange} today={today} />
      <NativeSelect.Root size="sm" width="40" bg="bg">
        <NativeSelect.Field
          aria-label="State"
          value={state}
          onChange={(event) => onState(event.currentTarget.value as StatisticsFilter["state"])}
        >
          {STATE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {profile}
    </HStack>
  );
}
