import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { DashboardData } from "@contracts/statistics/dashboard";
import { formatPercent, formatRoas } from "../../../lib/format";
import { metricChange } from "../dashboard-content";
import { MetricTile } from "./metric-tile";

/** The ANALYTICS section: ROAS, ACOS, CTR and CVR of the last 7 marketplace days (spec 000 §2.5). */
export function AnalyticsTiles({ data }: { data: DashboardData }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-analytics">
      <Heading id="dashboard-analytics" size="sm" letterSpacing="wider" color="fg.muted">
        ANALYTICS
      </Heading>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        <MetricTile
          label="ROAS"
          value={formatRoas(data.roas)}
          explanation="Return on ad spend: sales divided by ad spend over the last 7 days. 3X means $3 of sales for every $1 spent."
          change={metricChange(data.diffRoas, "X")}
        />
        <MetricTile
          label="ACOS"
          value={formatPercent(data.acos)}
          explanation="Advertising cost of sales: ad spend as a percentage of the sales it brought over the last 7 days. Lower is better."
          change={metricChange(data.diffAcos, "%")}
        />
        <MetricTile
          label="CTR"
          value={formatPercent(data.ctr)}
          explanation="Click-through rate: the share of ad impressions that were clicked over the last 7 days."
          change={metricChange(data.diffCtr, "%")}
        />
        <MetricTile
          label="CVR"
          value={formatPercent(data.cvr)}
          explanation="Conversion rate: the share of ad clicks that led to an order over the last 7 days."
          change={metricChange(data.diffCvr, "%")}
        />
      </SimpleGrid>
    </Stack>
  );
}
