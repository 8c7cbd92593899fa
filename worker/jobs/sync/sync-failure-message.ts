import { AmazonGrantRevokedError, AmazonRequestError } from "../../amazon/errors";
import { ReportDownloadError } from "../../amazon/reports";

export const SYNC_NEEDS_RECONNECT = "The Amazon account needs reconnecting.";
export const SYNC_AMAZON_UNAVAILABLE =
  "Amazon did not answer the sync as expected. It will be tried again automatically.";
export const SYNC_FAILED = "The sync did not finish. It will be tried again automatically.";

/**
 * What a seller reads about a failed sync: what to do, never Amazon's or D1's own error text (ids,
 * SQL, internal hosts), which stays in the log.
 */
export function syncFailureMessage(error: unknown) {
  if (error instanceof AmazonGrantRevokedError) return SYNC_NEEDS_RECONNECT;
  if (error instanceof AmazonRequestError || error instanceof ReportDownloadError)
    return SYNC_AMAZON_UNAVAILABLE;
  return SYNC_FAILED;
}
