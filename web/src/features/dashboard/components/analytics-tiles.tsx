import { Heading, SimpleGrid, Stack } from "@chakra-ui/react";
import type { DashboardData } from "@contracts/statistics/dashboard";
import { ConvertedMoneyNote } from "../../../components/ui/converted-money-note";
import { METRICS, type MetricKey } from "../../../lib/metrics/metric-catalogue";
import { isLagged, STILL_ARRIVING_WHY } from "../../../lib/metrics/still-arriving";
import { dashboardLagNote, metricChange } from "../dashboard-content";
import { MetricTile } from "./metric-tile";

type Tile = { key: MetricKey; value: number | null; diff: number | null };

const tilesOf = (data: DashboardData): Tile[] => [
  { key: "roas", value: data.roas, diff: data.diffRoas },
  { key: "acos", value: data.acos, diff: data.diffAcos },
  { key: "ctr", value: data.ctr, diff: data.diffCtr },
  { key: "cvr", value: data.cvr, diff: data.diffCvr },
];

const DASHBOARD_LAG_WHY = `${STILL_ARRIVING_WHY}: the last days' sales will still grow, and the change compares them with 7 settled days.`;

/** The ANALYTICS section: ROAS, ACOS, CTR and CVR of the last 7 marketplace days (spec 000 §2.5). */
export function AnalyticsTiles({ data }: { data: DashboardData }) {
  return (
    <Stack gap="3" as="section" aria-labelledby="dashboard-analytics">
      <Heading id="dashboard-analytics" size="sm" letterSpacing="wider" color="fg.muted">
        ANALYTICS
      </Heading>
      <ConvertedMoneyNote money={data.money} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {tilesOf(data).map(({ key, value, diff }) => {
          const metric = METRICS[key];
          return (
            <MetricTile
              key={key}
              label={metric.label}
              value={metric.format(value, data.money.currency)}
              explanation={metric.lastSevenDaysHelp ?? metric.help}
              change={metricChange(diff, metric.changeUnit)}
              lagNote={
                isLagged(key) ? { note: dashboardLagNote(key, data), why: DASHBOARD_LAG_WHY } : undefined
              }
            />
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
