import { AmazonThrottledError } from "../amazon/errors";

/** Cloudflare Queues' longest retry delay (12 hours). */
const QUEUE_MAX_DELAY_SECONDS = 43_200;

/**
 * How long the queue waits before a failed message's next attempt: 30 s doubling up to 10 minutes,
 * and never less than what Amazon asked for when it throttled us (its Retry-After).
 */
export function queueRetryDelaySeconds(error: unknown, attempts: number) {
  const backoff = Math.min(600, 30 * 2 ** attempts);
  if (!(error instanceof AmazonThrottledError)) return backoff;
  return Math.min(QUEUE_MAX_DELAY_SECONDS, Math.max(backoff, Math.ceil(error.retryAfterMs / 1000)));
}
