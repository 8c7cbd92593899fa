import { Stack } from "@chakra-ui/react";
import { lazy, Suspense } from "react";
import { Page } from "../../components/layout/page";
import { ProfileFilter } from "../../components/profile-filter";
import { ConvertedMoneyNote } from "../../components/ui/converted-money-note";
import { ErrorView } from "../../components/ui/error-view";
import { NoData } from "../../components/ui/no-data";
import { paths } from "../../config/paths";
import { useMarketplaceNow } from "../../lib/clock/marketplace-today";
import { CurrencyProvider } from "../../lib/currency";
import { useStatistics } from "./api/statistics-query";
import { AnalyticsFilters } from "./components/analytics-filters";
import { AnalyticsSkeleton, ChartsSkeleton } from "./components/analytics-skeleton";
import { SummaryTiles } from "./components/summary-tiles";
import { TopCampaigns } from "./components/top-campaigns";
import { hasStatistics } from "./statistics-content";
import { useAnalyticsFilter } from "./use-analytics-filter";

/**
 * The charts (recharts, most of this screen's code) in a chunk of their own, asked for as soon as this
 * page's chunk runs: it downloads and runs while the figures are read, not before the read can start.
 */
const chartsChunk = import("./charts/analytics-charts");
const AnalyticsCharts = lazy(() => chartsChunk.then((module) => ({ default: module.AnalyticsCharts })));

/** /analytics: the chosen profile's (or every profile's) figures over time and the top campaigns (issue 5). */
export function AnalyticsPage() {
  const { today, range, state, filter, setRange, setState, profiles } = useAnalyticsFilter();
  const query = useStatistics(filter);
  const at = useMarketplaceNow();

  const body = () => {
    if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
    if (!query.data || !range) return <AnalyticsSkeleton />;
    if (!hasStatistics(query.data)) {
      return <NoData hint="Please try adjusting your filters to see performance data" />;
    }
    // The answer says what its money is in: the profile's currency, or US dollars for 'All' over several.
    return (
      <CurrencyProvider currency={query.data.money.currency}>
        <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.2s">
          <ConvertedMoneyNote money={query.data.money} />
          <SummaryTiles total={query.data.total} daily={query.data.daily} at={at} />
          <Suspense fallback={<ChartsSkeleton />}>
            <AnalyticsCharts statistics={query.data} at={at} />
          </Suspense>
          <TopCampaigns statistics={query.data} range={range} />
        </Stack>
      </CurrencyProvider>
    );
  };

  return (
    <Page title="Analytics" back={{ to: paths.home, label: "Home" }} breadcrumbs={[{ label: "Analytics" }]}>
      <Stack gap="5">
        <AnalyticsFilters
          today={today}
          range={range}
          state={state}
          onRange={setRange}
          onState={setState}
          profile={<ProfileFilter value={profiles.value} onChange={profiles.setValue} />}
        />
        {body()}
      </Stack>
    </Page>
  );
}
