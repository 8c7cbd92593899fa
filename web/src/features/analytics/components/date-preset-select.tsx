import { NativeSelect } from "@chakra-ui/react";
import type { DateRange } from "../../../components/date-range-picker/date-range-rules";
import { DATE_PRESETS, type DatePreset, presetOf, presetRange } from "../date-presets";

type Props = {
  today: string | undefined;
  range: DateRange | undefined;
  onRange: (range: DateRange) => void;
};

/** 'Last 7 days', 'Last month'…: sets the range; shows 'Custom' for a range chosen in the calendar. */
export function DatePresetSelect({ today, range, onRange }: Props) {
  const value: DatePreset = today && range ? presetOf(range, today) : "LAST_7_DAYS";
  const choose = (next: DatePreset) => {
    // 'Custom' keeps the range: the calendar beside it chooses one.
    if (today && next !== "CUSTOM") onRange(presetRange(next, today));
  };
  return (
    <NativeSelect.Root size="sm" width="40" bg="bg" disabled={!today}>
      <NativeSelect.Field
        aria-label="Period"
        value={value}
        onChange={(event) => choose(event.currentTarget.value as DatePreset)}
      >
        {DATE_PRESETS.map((preset) => (
          <option key={preset.value} value={preset.value}>
            {preset.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
