import { Box, Grid, Text } from "@chakra-ui/react";
import type { Seasonality } from "@contracts/advertised-skus/advertised-sku";
import { isAdsOffHour } from "@contracts/advertised-skus/settings/day-parting-window";
import type { HourCell } from "@contracts/day-parting/hour-grid";
import { useMoney } from "../../../../lib/currency";
import { cellText, WEEKDAY_SHORT } from "./cell-text";
import { cellColour, type HeatmapMetric } from "./heatmap-scale";

/** Hours outside the ads: hatched, so the window reads over any colour. */
export const ADS_OFF_HATCH = "repeating-linear-gradient(135deg, rgba(0,0,0,0.45) 0 2px, transparent 2px 6px)";
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

type HeatmapGridProps = {
  cells: HourCell[];
  metric: HeatmapMetric;
  max: number;
  targetAcos: number | null;
  seasonality: Seasonality | null;
  onShow: (text: string | null) => void;
};

/** 7 weekday rows × 24 hour columns; wider than a phone, it scrolls sideways with the weekday pinned. */
export function HeatmapGrid({ cells, metric, max, targetAcos, seasonality, onShow }: HeatmapGridProps) {
  const money = useMoney();
  return (
    <Box overflowX="auto" pb="2">
      <Grid templateColumns="2.5rem repeat(24, minmax(1.5rem, 1fr))" gap="2px" minW="42rem" role="grid">
        <Box />
        {HOURS.map((hour) => (
          <Text key={hour} fontSize="2xs" color="fg.muted" textAlign="center" aria-hidden>
            {hour % 3 === 0 ? String(hour).padStart(2, "0") : ""}
          </Text>
        ))}
        {Object.entries(WEEKDAY_SHORT).map(([weekday, label], row) => (
          <Box key={weekday} display="contents" role="row">
            <Text
              fontSize="xs"
              color="fg.muted"
              alignSelf="center"
              position="sticky"
              left="0"
              bg="bg.panel"
              zIndex="1"
              role="rowheader"
            >
              {label}
            </Text>
            {HOURS.map((hour) => {
              const cell = cells[row * 24 + hour] as HourCell;
              const off = isAdsOffHour(seasonality, cell.weekday, hour);
              const text = cellText(cell, money, off);
              return (
                <Box
                  key={hour}
                  as="button"
                  role="gridcell"
                  aria-label={text}
                  title={text}
                  data-ads-off={off || undefined}
                  h="6"
                  rounded="sm"
                  bg={cellColour(cell, metric, max, targetAcos)}
                  backgroundImage={off ? ADS_OFF_HATCH : undefined}
                  outline={off ? "1px solid" : undefined}
                  outlineColor="fg.muted"
                  _focusVisible={{ outline: "2px solid", outlineColor: "colorPalette.focusRing" }}
                  onMouseEnter={() => onShow(text)}
                  onFocus={() => onShow(text)}
                  onMouseLeave={() => onShow(null)}
                />
              );
            })}
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
