import { Card, Heading, Skeleton, Stack, Text } from "@chakra-ui/react";
import type { AdvertisedSku } from "@contracts/advertised-skus/advertised-sku";
import { activeWindows } from "@contracts/advertised-skus/settings/day-parting-window";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SkuKey } from "../api/advertised-sku-query";
import { type HourGridLookBack, hourGridQuery } from "../api/hour-grid";
import { HeatmapControls } from "./heatmap-controls";
import { HeatmapGrid } from "./heatmap-grid";
import { HeatmapLegend } from "./heatmap-legend";
import { type HeatmapMetric, legendOf, scaleMax } from "./heatmap-scale";

const HINT = "Point at or tab to an hour to see its figures.";

/**
 * The SKU's clicks, orders or ACOS by weekday and hour of the marketplace's clock over the last 14,
 * 30 or 60 complete days, with the hours day parting turns its ads off hatched (issue 33 item 6).
 */
export function DayPartingHeatmapCard({ skuKey, sku }: { skuKey: SkuKey; sku: AdvertisedSku }) {
  const [metric, setMetric] = useState<HeatmapMetric>("clicks");
  const [days, setDays] = useState<HourGridLookBack>("30");
  const [shown, setShown] = useState<string | null>(null);
  const query = useQuery(hourGridQuery(skuKey, days));
  const grid = query.data;
  const max = grid ? scaleMax(grid.cells, metric) : 0;
  return (
    <Card.Root as="section" aria-label="Hours and weekdays" bg="bg.panel" size="sm">
      <Card.Body gap="3">
        <Stack gap="1">
          <Heading as="h3" size="sm">
            Hours and weekdays
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {grid
              ? `By the hour in ${grid.timezone}, ${grid.from} to ${grid.to}. Hatched hours are those day parting turns the ads off.`
              : "By the hour in the marketplace's time zone. Hatched hours are those day parting turns the ads off."}
          </Text>
        </Stack>
        <HeatmapControls metric={metric} onMetric={setMetric} days={days} onDays={setDays} />
        {query.isPending ? (
          <Skeleton height="13rem" aria-label="Loading the hours and weekdays" />
        ) : query.isError ? (
          <Text fontSize="sm" color="fg.error">
            The hours and weekdays could not be loaded: {query.error.message}
          </Text>
        ) : grid ? (
          <>
            <Text
              fontSize="sm"
              minH={{ base: "10", md: "5" }}
              aria-live="polite"
              data-testid="heatmap-cell-figures"
            >
              {grid.hasFigures
                ? (shown ?? HINT)
                : `No hourly figures for this SKU in the last ${grid.days} days yet.`}
            </Text>
            <HeatmapGrid
              cells={grid.cells}
              metric={metric}
              max={max}
              targetAcos={grid.targetAcos}
              seasonality={sku.seasonality}
              onShow={setShown}
            />
            <HeatmapLegend
              swatches={legendOf(metric, max, grid.targetAcos)}
              windows={activeWindows(sku.seasonality)}
            />
          </>
        ) : null}
      </Card.Body>
    </Card.Root>
  );
}
