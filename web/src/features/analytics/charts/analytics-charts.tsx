import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { Statistics } from "@contracts/statistics/statistics";
import type { ReadAt } from "../../../lib/metrics/still-arriving";
import { compactMoney, compactNumber } from "./axis-dates";
import { chartSeries } from "./chart-series";
import { TrendChart } from "./trend-chart";

/** Spend & sales, ACOS & ROAS, impressions & clicks over the days of the range (issue 5). */
export function AnalyticsCharts({ statistics, at }: { statistics: Statistics; at?: ReadAt }) {
  const { daily, total } = statistics;
  return (
    <Stack gap="4">
      <TrendChart
        title="Spend & Sales"
        daily={daily}
        totals={total}
        at={at}
        leftTick={compactMoney}
        height={280}
        series={[chartSeries("sales", "area", "left"), chartSeries("spend", "area", "left")]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TrendChart
          title="ACOS & ROAS"
          daily={daily}
          totals={total}
          at={at}
          legendBelow
          leftTick={(value) => `${compactNumber(value)}%`}
          rightTick={(value) => `${compactNumber(value)}X`}
          series={[chartSeries("acos", "line", "left"), chartSeries("roas", "line", "right")]}
        />
        <TrendChart
          title="Impressions & Clicks"
          daily={daily}
          totals={total}
          at={at}
          legendBelow
          leftTick={compactNumber}
          rightTick={compactNumber}
          series={[chartSeries("impressions", "area", "left"), chartSeries("clicks", "line", "right")]}
        />
      </SimpleGrid>
    </Stack>
  );
}
