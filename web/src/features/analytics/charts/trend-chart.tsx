import { Box, Card, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import {
  CartesianGrid,
  ComposedChart,
  ReferenceArea,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { isLagged, type ReadAt, STILL_ARRIVING } from "../../../lib/metrics/still-arriving";
import { shortDate } from "./axis-dates";
import type { ChartSeries } from "./chart-series";
import { chartColors } from "./chart-theme";
import { ChartTooltip } from "./chart-tooltip";
import { DashedLegend, ShadeLegend } from "./dashed-legend";
import { LagLegend } from "./lag-legend";
import { arrivingSpan, chartRows, partialDay, unreportedSpan } from "./lag-rows";
import { SeriesShapes } from "./series-shapes";

type Props = {
  title: string;
  daily: DailyStatistics[];
  series: ChartSeries[];
  leftTick: (value: number) => string;
  rightTick?: (value: number) => string;
  /** The range's total of each series, shown in the legend. */
  totals: Partial<Record<ChartSeries["key"], number | null>>;
  height?: number;
  /** The marketplace's date and hour: the last days' sales are drawn as still arriving. */
  at?: ReadAt;
  /** The legend under the title, so charts side by side start their plots at the same height. */
  legendBelow?: boolean;
  /** The previous period to overlay dashed, day by day, and its legend name ('previous 30 days'). */
  previous?: { label: string; daily: DailyStatistics[] };
  /** The last synced date: the days after it are shaded as not reported yet, with no line. */
  reportedThrough?: string | null;
};

export const TODAY_SO_FAR = "Today so far";
export const NOT_REPORTED = "Not reported yet";

const axisStyle = { fontSize: 12, fill: chartColors.axis };

/** A card with one chart of figures over the days of the range. */
export function TrendChart({
  title,
  daily,
  series,
  leftTick,
  rightTick,
  totals,
  height = 260,
  at,
  legendBelow = false,
  previous,
  reportedThrough,
}: Props) {
  const rows = chartRows(
    daily,
    series.map((item) => item.key),
    at,
    previous?.daily,
    reportedThrough,
  );
  const unreported = unreportedSpan(rows);
  const span = series.some((item) => isLagged(item.key)) ? arrivingSpan(rows) : null;
  const today = partialDay(rows);
  // Today's figures so far are dashed in every series final when reported; its band is drawn only
  // where the still-arriving band does not already cover it.
  const splitOf = (item: ChartSeries) =>
    isLagged(item.key) ? (span ? "lag" : null) : today ? "today" : null;
  const todayBand = today !== null && span === null && unreported === null;
  // From the day before, so a single day's band has a width on the axis.
  const todayFrom = rows[rows.findIndex((row) => row.today) - 1]?.date ?? today;
  const seriesLegend = series.map((item) => (
    <HStack as="li" key={item.key} gap="1.5" fontSize="sm">
      <Box boxSize="2.5" borderRadius="sm" style={{ background: item.color }} />
      <Text color="fg.muted">{item.label}</Text>
      <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {item.format(totals[item.key])}
      </Text>
    </HStack>
  ));
  // What the dashed and dotted lines mean; under a half-width chart's series on a row of their own,
  // so charts side by side keep their plots level.
  const hasNotes = span !== null || today !== null || previous !== undefined || unreported !== null;
  const lineNotes = (
    <>
      {unreported && <ShadeLegend label={NOT_REPORTED} />}
      {span && <LagLegend />}
      {today && <DashedLegend label={TODAY_SO_FAR} />}
      {previous && <DashedLegend label={previous.label} testId="previous-period-legend" />}
    </>
  );
  return (
    <Card.Root size="sm" aria-label={`${title} chart`} data-testid="trend-chart">
      <Card.Header>
        <Stack
          direction={legendBelow ? "column" : "row"}
          justify="space-between"
          align="flex-start"
          wrap="wrap"
          gap={legendBelow ? "1.5" : "3"}
        >
          <Heading size="sm">{title}</Heading>
          <HStack gap="4" as="ul" listStyleType="none" wrap="wrap">
            {seriesLegend}
            {!legendBelow && lineNotes}
          </HStack>
          {legendBelow && hasNotes && (
            <HStack gap="4" as="ul" listStyleType="none" wrap="wrap">
              {lineNotes}
            </HStack>
          )}
        </Stack>
      </Card.Header>
      <Card.Body pt="2">
        <Box height={`${height}px`} width="full">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={rows} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
              <defs>
                {series.map((item) => (
                  <linearGradient key={item.key} id={`fill-${item.key}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="0%" stopColor={item.color} stopOpacity={0.28} />
                    <stop offset="100%" stopColor={item.color} stopOpacity={0.02} />
                  </linearGradient>
                ))}
              </defs>
              <CartesianGrid stroke={chartColors.grid} strokeDasharray="3 3" vertical={false} />
              <XAxis
                dataKey="date"
                tickFormatter={shortDate}
                tick={axisStyle}
                tickLine={false}
                axisLine={{ stroke: chartColors.grid }}
                minTickGap={24}
                tickMargin={8}
              />
              <YAxis
                yAxisId="left"
                tickFormatter={leftTick}
                tick={axisStyle}
                tickLine={false}
                axisLine={false}
                tickMargin={4}
                width={56}
              />
              {rightTick && (
                <YAxis
                  yAxisId="right"
                  orientation="right"
                  tickFormatter={rightTick}
                  tick={axisStyle}
                  tickLine={false}
                  axisLine={false}
                  tickMargin={4}
                  width={56}
                />
              )}
              <Tooltip
                content={({ active, payload, label }) => (
                  <ChartTooltip
                    active={active}
                    payload={payload}
                    label={label}
                    series={series}
                    previousLabel={previous?.label}
                  />
                )}
                cursor={{ stroke: chartColors.grid, strokeWidth: 1 }}
              />
              {span && (
                <ReferenceArea
                  yAxisId="left"
                  x1={span.first}
                  x2={span.last}
                  fill={chartColors.grid}
                  fillOpacity={0.35}
                  ifOverflow="extendDomain"
                  label={{
                    value: STILL_ARRIVING,
                    position: "insideTopRight",
                    fontSize: 11,
                    fill: chartColors.axis,
                  }}
                />
              )}
              {unreported && (
                <ReferenceArea
                  yAxisId="left"
                  x1={unreported.first}
                  x2={unreported.last}
                  fill={chartColors.grid}
                  fillOpacity={0.6}
                  ifOverflow="extendDomain"
                />
              )}
              {todayBand && (
                <ReferenceArea
                  yAxisId="left"
                  x1={todayFrom ?? undefined}
                  x2={today ?? undefined}
                  fill={chartColors.grid}
                  fillOpacity={0.35}
                  ifOverflow="extendDomain"
                  label={{
                    value: TODAY_SO_FAR,
                    position: "insideTopRight",
                    fontSize: 11,
                    fill: chartColors.axis,
                  }}
                />
              )}
              {series.map((item) => (
                <SeriesShapes
                  key={item.key}
                  item={item}
                  split={splitOf(item)}
                  previousLabel={previous?.label}
                />
              ))}
            </ComposedChart>
          </ResponsiveContainer>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
