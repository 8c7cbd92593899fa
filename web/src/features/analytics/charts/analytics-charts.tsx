import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { Statistics } from "@contracts/statistics/statistics";
import { useCurrency } from "../../../lib/currency";
import { formatCompactMoney } from "../../../lib/format";
import type { ReadAt } from "../../../lib/metrics/still-arriving";
import { previousPeriodLabel } from "../date-presets";
import { compactNumber } from "./axis-dates";
import { chartSeries } from "./chart-series";
import { TrendChart } from "./trend-chart";

/**
 * Spend & sales, ACOS & ROAS, impressions & clicks over the days of the range (issue 5), each over the
 * previous period of the same length when the answer has it (issue 33).
 */
export function AnalyticsCharts({ statistics, at }: { statistics: Statistics; at?: ReadAt }) {
  const { daily, total } = statistics;
  const currency = useCurrency();
  const previous = statistics.previous
    ? { label: previousPeriodLabel(statistics), daily: statistics.previous.daily }
    : undefined;
  return (
    <Stack gap="4">
      <TrendChart
        title="Spend & Sales"
        daily={daily}
        totals={total}
        at={at}
        previous={previous}
        reportedThrough={statistics.reportedThrough}
        leftTick={(value) => formatCompactMoney(value, currency)}
        height={280}
        series={[
          chartSeries("sales", "area", "left", currency),
          chartSeries("spend", "area", "left", currency),
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TrendChart
          title="ACOS & ROAS"
          daily={daily}
          totals={total}
          at={at}
          previous={previous}
          reportedThrough={statistics.reportedThrough}
          legendBelow
          leftTick={(value) => `${compactNumber(value)}%`}
          rightTick={(value) => `${compactNumber(value)}X`}
          series={[
            chartSeries("acos", "line", "left", currency),
            chartSeries("roas", "line", "right", currency),
          ]}
        />
        <TrendChart
          title="Impressions & Clicks"
          daily={daily}
          totals={total}
          at={at}
          previous={previous}
          reportedThrough={statistics.reportedThrough}
          legendBelow
          leftTick={compactNumber}
          rightTick={compactNumber}
          series={[
            chartSeries("impressions", "area", "left", currency),
            chartSeries("clicks", "line", "right", currency),
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
