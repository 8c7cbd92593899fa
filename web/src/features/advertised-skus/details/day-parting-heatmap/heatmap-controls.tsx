import { Button, ButtonGroup, Field, HStack, NativeSelect } from "@chakra-ui/react";
import { HOUR_GRID_LOOK_BACKS } from "@contracts/day-parting/hour-grid";
import type { HourGridLookBack } from "../api/hour-grid";
import { type HeatmapMetric, METRIC_LABELS } from "./heatmap-scale";

type HeatmapControlsProps = {
  metric: HeatmapMetric;
  onMetric: (metric: HeatmapMetric) => void;
  days: HourGridLookBack;
  onDays: (days: HourGridLookBack) => void;
};

/** Which figure colours the cells, and over how many days. */
export function HeatmapControls({ metric, onMetric, days, onDays }: HeatmapControlsProps) {
  return (
    <HStack gap="3" wrap="wrap" justify="space-between">
      <ButtonGroup size="xs" variant="outline" attached aria-label="Metric">
        {(Object.keys(METRIC_LABELS) as HeatmapMetric[]).map((value) => (
          <Button
            key={value}
            aria-pressed={metric === value}
            variant={metric === value ? "solid" : "outline"}
            onClick={() => onMetric(value)}
          >
            {METRIC_LABELS[value]}
          </Button>
        ))}
      </ButtonGroup>
      <Field.Root w="auto">
        <NativeSelect.Root size="xs" w="9rem">
          <NativeSelect.Field
            aria-label="Look-back"
            value={days}
            onChange={(event) => onDays(event.currentTarget.value as HourGridLookBack)}
          >
            {HOUR_GRID_LOOK_BACKS.map((value) => (
              <option key={value} value={value}>
                Last {value} days
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
    </HStack>
  );
}
