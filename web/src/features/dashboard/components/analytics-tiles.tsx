import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { DashboardData } from "@contracts/statistics/dashboard";
import { ConvertedMoneyNote } from "../../../components/ui/converted-money-note";
import { STILL_ARRIVING_WHY } from "../../../lib/metrics/still-arriving";
import { comparisonDates, comparisonLabel } from "../tiles/comparison-label";
import { DASHBOARD_TILES } from "../tiles/dashboard-tiles";
import { metricChange } from "../tiles/metric-change";
import { tileLagNote } from "../tiles/tile-lag-note";
import { MetricTile } from "./metric-tile";

const DASHBOARD_LAG_WHY = `${STILL_ARRIVING_WHY}: the last days' sales will still grow, and the change compares them with 7 settled days.`;

/** The ANALYTICS section: spend, sales, orders, ROAS, ACOS, CTR and CVR of the last 7 marketplace days (spec 000 §2.5, issue 33). */
export function AnalyticsTiles({ data }: { data: DashboardData }) {
  const currency = data.money.currency;
  const comparison = { label: comparisonLabel(data.comparison), dates: comparisonDates(data.comparison) };
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-analytics">
      <Heading id="dashboard-analytics" size="sm" letterSpacing="wider" color="fg.muted">
        ANALYTICS
      </Heading>
      <ConvertedMoneyNote money={data.money} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {DASHBOARD_TILES.map((tile) => {
          const { value, diff } = tile.read(data);
          return (
            <MetricTile
              key={tile.label}
              label={tile.label}
              value={tile.format(value, currency)}
              explanation={tile.help}
              change={metricChange(diff, tile.change, tile.better, currency)}
              comparison={comparison}
              lagNote={tile.settled ? { note: tileLagNote(tile, data), why: DASHBOARD_LAG_WHY } : undefined}
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
