import { Box, Card, Heading, HStack, Text } from "@chakra-ui/react";
import type { DailyStatistics } from "@contracts/statistics/statistics";
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { shortDate } from "./axis-dates";
import type { ChartSeries } from "./chart-series";
import { chartColors } from "./chart-theme";
import { ChartTooltip } from "./chart-tooltip";

type Props = {
  title: string;
  daily: DailyStatistics[];
  series: ChartSeries[];
  leftTick: (value: number) => string;
  rightTick?: (value: number) => string;
  /** The range's total of each series, shown in the legend. */
  totals: Partial<Record<ChartSeries["key"], number | null>>;
  height?: number;
};

const axisStyle = { fontSize: 12, fill: chartColors.axis };

/** A card with one chart of figures over the days of the range. */
export function TrendChart({ title, daily, series, leftTick, rightTick, totals, height = 260 }: Props) {
  return (
    <Card.Root size="sm" aria-label={`${title} chart`} data-testid="trend-chart">
      <Card.Header>
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <Heading size="sm">{title}</Heading>
          <HStack gap="4" as="ul" listStyleType="none" wrap="wrap">
            {series.map((item) => (
              <HStack as="li" key={item.key} gap="1.5" fontSize="sm">
                <Box boxSize="2.5" borderRadius="sm" style={{ background: item.color }} />
                <Text color="fg.muted">{item.label}</Text>
                <Text fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {item.format(totals[item.key])}
                </Text>
              </HStack>
            ))}
          </HStack>
        </HStack>
      </Card.Header>
      <Card.Body pt="2">
        <Box height={`${height}px`} width="full">
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={daily} margin={{ top: 8, right: 4, bottom: 0, left: 4 }}>
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
                  <ChartTooltip active={active} payload={payload} label={label} series={series} />
                )}
                cursor={{ stroke: chartColors.grid, strokeWidth: 1 }}
              />
              {series.map((item) =>
                item.shape === "area" ? (
                  <Area
                    key={item.key}
                    yAxisId={item.axis}
                    type="monotone"
                    dataKey={item.key}
                    name={item.label}
                    stroke={item.color}
                    strokeWidth={2}
                    fill={`url(#fill-${item.key})`}
                    dot={false}
                    activeDot={{ r: 4 }}
                    isAnimationActive={false}
                  />
                ) : (
                  <Line
                    key={item.key}
                    yAxisId={item.axis}
                    type="monotone"
                    dataKey={item.key}
                    name={item.label}
                    stroke={item.color}
                    strokeWidth={2}
                    dot={false}
                    activeDot={{ r: 4 }}
                    isAnimationActive={false}
                  />
                ),
              )}
            </ComposedChart>
          </ResponsiveContainer>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
