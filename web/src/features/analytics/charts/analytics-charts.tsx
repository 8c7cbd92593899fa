import { SimpleGrid, Stack } from "@chakra-ui/react";
import type { Statistics } from "@contracts/statistics/statistics";
import { formatCount, formatMoney, formatPercent, formatRoas } from "../../../lib/format";
import { compactMoney, compactNumber } from "./axis-dates";
import { chartColors } from "./chart-theme";
import { TrendChart } from "./trend-chart";

/** Spend & sales, ACOS & ROAS, impressions & clicks over the days of the range (issue 5). */
export function AnalyticsCharts({ statistics }: { statistics: Statistics }) {
  const { daily, total } = statistics;
  return (
    <Stack gap="4">
      <TrendChart
        title="Spend & Sales"
        daily={daily}
        totals={total}
        leftTick={compactMoney}
        height={280}
        series={[
          {
            key: "sales",
            label: "Sales",
            color: chartColors.sales,
            shape: "area",
            axis: "left",
            format: formatMoney,
          },
          {
            key: "spend",
            label: "Spend",
            color: chartColors.spend,
            shape: "area",
            axis: "left",
            format: formatMoney,
          },
        ]}
      />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <TrendChart
          title="ACOS & ROAS"
          daily={daily}
          totals={total}
          leftTick={(value) => `${compactNumber(value)}%`}
          rightTick={(value) => `${compactNumber(value)}X`}
          series={[
            {
              key: "acos",
              label: "ACOS",
              color: chartColors.acos,
              shape: "line",
              axis: "left",
              format: formatPercent,
            },
            {
              key: "roas",
              label: "ROAS",
              color: chartColors.roas,
              shape: "line",
              axis: "right",
              format: formatRoas,
            },
          ]}
        />
        <TrendChart
          title="Impressions & Clicks"
          daily={daily}
          totals={total}
          leftTick={compactNumber}
          rightTick={compactNumber}
          series={[
            {
              key: "impressions",
              label: "Impressions",
              color: chartColors.impressions,
              shape: "area",
              axis: "left",
              format: formatCount,
            },
            {
              key: "clicks",
              label: "Clicks",
              color: chartColors.clicks,
              shape: "line",
              axis: "right",
              format: formatCount,
            },
          ]}
        />
      </SimpleGrid>
    </Stack>
  );
}
