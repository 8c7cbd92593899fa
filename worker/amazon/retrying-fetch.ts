import { AmazonRequestError, AmazonThrottledError } from "./errors";

export type RetryPolicy = {
  /** Attempts in all, the first included. */
  attempts: number;
  baseDelayMs: number;
  /**
   * The longest one wait may be: the backoff's ceiling, and the longest Retry-After slept through in
   * this invocation; a longer Retry-After throws AmazonThrottledError for the queue to wait instead.
   */
  maxDelayMs: number;
  timeoutMs: number;
  /** Injected for tests; defaults to setTimeout. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
};

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 5,
  baseDelayMs: 250,
  maxDelayMs: 20_000,
  timeoutMs: 30_000,
};

const RETRYABLE = new Set([429, 500, 502, 503, 504]);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Full-jitter exponential backoff, never shorter than the server's Retry-After. */
export function backoffMs(attempt: number, policy: RetryPolicy, retryAfter?: number) {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  const jittered = Math.round((policy.random ?? Math.random)() * ceiling);
  return Math.max(jittered, retryAfter ?? 0);
}

/**
 * fetch with bounded retries on 429, 5xx, timeouts and network failures. `makeRequest` builds a
 * fresh Request each attempt (bodies are single-use). Answers the last response, which may be an error;
 * throws AmazonThrottledError when Amazon's Retry-After is longer than the policy's longest wait.
 */
export async function fetchWithRetry(
  makeRequest: () => Request,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<Response> {
  const sleep = policy.sleep ?? wait;
  let lastFailure: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt++) {
    const isLast = attempt === policy.attempts - 1;
    let response: Response;
    try {
      response = await fetch(makeRequest(), { signal: AbortSignal.timeout(policy.timeoutMs) });
    } catch (error) {
      lastFailure = error;
      if (isLast) break;
      await sleep(backoffMs(attempt, policy));
      continue;
    }
    if (!RETRYABLE.has(response.status)) return response;
    const retryAfter = retryAfterMs(response.headers.get("Retry-After"));
    if (retryAfter !== undefined && retryAfter > policy.maxDelayMs) {
      await response.body?.cancel();
      throw new AmazonThrottledError(response.status, retryAfter);
    }
    if (isLast) return response;
    await response.body?.cancel();
    await sleep(backoffMs(attempt, policy, retryAfter));
  }
  throw new AmazonRequestError(0, undefined, `Amazon did not answer: ${String(lastFailure)}`);
}
