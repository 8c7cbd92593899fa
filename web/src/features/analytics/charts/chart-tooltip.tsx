import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { TooltipContentProps } from "recharts";
import { useCurrency } from "../../../lib/currency";
import { formatDisplayDate } from "../../../lib/format";
import { isLagged, stillArrivingText } from "../../../lib/metrics/still-arriving";
import type { ChartSeries } from "./chart-series";
import type { ChartRow } from "./lag-rows";

type Props = Pick<Partial<TooltipContentProps>, "active" | "payload" | "label"> & {
  series: ChartSeries[];
  /** The previous period's name when it is overlaid: its day at this position is shown under the day's. */
  previousLabel?: string;
};

/**
 * The hover card of a chart: the day and each series' value, formatted as on the tiles; on a day
 * whose sales are still arriving, why, and what they will settle at; with the previous period
 * overlaid, its day at the same position.
 */
export function ChartTooltip({ active, payload, label, series, previousLabel }: Props) {
  const currency = useCurrency();
  if (!active || !payload?.length) return null;
  const day = payload[0]?.payload as ChartRow | undefined;
  const keys = series.map((item) => item.key);
  const arriving = day?.arriving === true && keys.some(isLagged);
  return (
    <Box
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="md"
      px="3"
      py="2"
      minWidth="44"
      maxWidth="72"
    >
      <Text fontSize="xs" color="fg.muted" mb="1">
        {formatDisplayDate(String(label))}
      </Text>
      <Stack gap="0.5">
        {series.map((item) => (
          <HStack key={item.key} justify="space-between" gap="4" fontSize="sm">
            <HStack gap="1.5">
              <Box boxSize="2" borderRadius="full" style={{ background: item.color }} />
              <Text>{item.label}</Text>
            </HStack>
            <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {item.format(day?.[item.key])}
            </Text>
          </HStack>
        ))}
      </Stack>
      {day?.unreported && (
        <Text fontSize="xs" color="fg.muted" mt="1.5" data-testid="not-reported-tooltip">
          Not reported yet: Amazon publishes a day's report hours after it ends.
        </Text>
      )}
      {previousLabel && day?.previous && (
        <Stack gap="0.5" mt="1.5" pt="1.5" borderTopWidth="1px" data-testid="previous-period-tooltip">
          <Text fontSize="xs" color="fg.muted">
            {formatDisplayDate(day.previous.date)} ({previousLabel})
          </Text>
          {series.map((item) => (
            <HStack key={item.key} justify="space-between" gap="4" fontSize="sm" color="fg.muted">
              <Text>{item.label}</Text>
              <Text fontVariantNumeric="tabular-nums">{item.format(day.previous?.[item.key])}</Text>
            </HStack>
          ))}
        </Stack>
      )}
      {arriving && (
        <Text fontSize="xs" color="fg.muted" mt="1.5" data-testid="still-arriving-tooltip">
          {stillArrivingText(keys, day?.estimate ?? null, currency)}
        </Text>
      )}
    </Box>
  );
}
