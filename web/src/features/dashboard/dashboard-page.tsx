import { Card, Heading, Stack, Text } from "@chakra-ui/react";
import { Page } from "../../components/layout/page";
import { NoData } from "../../components/ui/no-data";
import { useSignedInUser } from "../auth/api/current-user";
import { FirstSyncProgress } from "../sync/first-sync-progress";

export function DashboardPage() {
  const user = useSignedInUser();
  return (
    <Page title="Dashboard">
      <Stack gap="6">
        <Stack gap="1">
          <Heading size="lg">Welcome, {user.name}!</Heading>
          <Text color="fg.muted">
            Skupilot customises and elevates your Amazon advertising: it launches, migrates, monitors and
            tunes your Sponsored Products campaigns per SKU toward your target ROAS.
          </Text>
        </Stack>
        <FirstSyncProgress />
        <Card.Root>
          <Card.Body>
            <NoData />
          </Card.Body>
        </Card.Root>
      </Stack>
    </Page>
  );
}
