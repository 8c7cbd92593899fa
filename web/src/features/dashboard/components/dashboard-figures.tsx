import { Card, Center, Spinner, Stack } from "@chakra-ui/react";
import { ErrorView } from "../../../components/ui/error-view";
import { NoData } from "../../../components/ui/no-data";
import { useDashboardData } from "../api/dashboard-query";
import { hasDashboardContent } from "../dashboard-content";
import { AnalyticsTiles } from "./analytics-tiles";
import { AutomationCards } from "./automation-cards";

/** The dashboard's data part: spinner, error, the two sections, or 'No data available'. */
export function DashboardFigures({ profileId }: { profileId: number | undefined }) {
  const query = useDashboardData(profileId);
  if (query.isPending) {
    return (
      <Center minHeight="22rem" role="status" aria-label="Loading the dashboard">
        <Spinner size="lg" color="blue.solid" />
      </Center>
    );
  }
  if (query.isError) return <ErrorView onRetry={() => void query.refetch()} />;
  if (!hasDashboardContent(query.data)) {
    return (
      <Card.Root opacity={query.isPlaceholderData ? 0.6 : 1}>
        <Card.Body>
          <NoData />
        </Card.Body>
      </Card.Root>
    );
  }
  return (
    <Stack
      gap="8"
      opacity={query.isPlaceholderData ? 0.6 : 1}
      transition="opacity 0.2s"
      aria-busy={query.isPlaceholderData}
    >
      <AutomationCards data={query.data} />
      <AnalyticsTiles data={query.data} />
    </Stack>
  );
}
