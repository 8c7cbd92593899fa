import { Alert } from "@chakra-ui/react";
import { formatDateTime } from "../../lib/format";
import { useSyncStatus } from "./sync-status";

/**
 * When the latest import of any profile failed (the queue gave up, or Amazon refused): what happened, in
 * the server's words for the seller, and since when the figures are; the next hourly import clears it.
 */
export function SyncFailedNotice() {
  const { rows, busy } = useSyncStatus();
  const failed = rows.filter((row) => row.state === "FAILED");
  const [first] = failed;
  if (busy || !first) return null;
  const since = failed
    .map((row) => row.lastSucceededAt)
    .filter((at): at is string => at !== null)
    .sort()[0];
  return (
    <Alert.Root status="warning" data-testid="sync-failed-notice">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>
          {failed.length === rows.length
            ? "We couldn't import your latest Amazon data"
            : `We couldn't import your latest Amazon data for ${failed.length} of ${rows.length} advertising profiles`}
        </Alert.Title>
        <Alert.Description>
          {first.lastError ?? "Skupilot tries again at the next hour."}
          {since && ` Last successful import: ${formatDateTime(since)}.`}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
