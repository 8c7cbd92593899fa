import { Card, HStack, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSyncStatus } from "./sync-status";

/** While the first import of a newly connected account runs: what is happening and how far along. */
export function FirstSyncProgress() {
  const { busy, firstSync, progress, rows } = useSyncStatus();
  const queryClient = useQueryClient();
  const wasBusy = useRef(false);

  // When the import ends, every screen's figures are stale: refetch them.
  useEffect(() => {
    if (wasBusy.current && !busy) void queryClient.invalidateQueries();
    wasBusy.current = busy;
  }, [busy, queryClient]);

  if (!busy || !firstSync) return null;
  const done = rows.filter((row) => row.state === "SUCCEEDED").length;
  return (
    <Card.Root role="status" aria-label="Importing your Amazon data" borderColor="blue.muted">
      <Card.Body gap="3">
        <HStack gap="3">
          <Spinner size="sm" color="blue.solid" />
          <Text fontWeight="medium">Importing your campaigns and the last 60 days of reports…</Text>
        </HStack>
        <Stack gap="1.5">
          <Progress.Root value={progress} size="sm" colorPalette="blue" aria-label="Import progress">
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          <Text fontSize="sm" color="fg.muted">
            {done} of {rows.length} advertising profiles ready · {progress}%
          </Text>
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
