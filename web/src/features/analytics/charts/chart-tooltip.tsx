import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import type { TooltipContentProps } from "recharts";
import { formatDisplayDate } from "../../../lib/format";
import type { ChartSeries } from "./chart-series";

type Props = Pick<Partial<TooltipContentProps>, "active" | "payload" | "label"> & { series: ChartSeries[] };

/** The hover card of a chart: the day and each series' value, formatted as on the tiles. */
export function ChartTooltip({ active, payload, label, series }: Props) {
  if (!active || !payload?.length) return null;
  const day = payload[0]?.payload as Record<string, number | null> | undefined;
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="md" boxShadow="md" px="3" py="2" minWidth="44">
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
    </Box>
  );
}
