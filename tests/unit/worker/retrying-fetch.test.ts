import { afterEach, describe, expect, it, vi } from "vitest";
import { AmazonThrottledError } from "../../../worker/amazon/errors";
import {
  DEFAULT_RETRY_POLICY,
  fetchWithRetry,
  type RetryPolicy,
} from "../../../worker/amazon/retrying-fetch";
import { queueRetryDelaySeconds } from "../../../worker/jobs/retry-delay";

/** Amazon answering these statuses (with their Retry-After seconds) in turn; every wait recorded. */
function amazonAnswering(...answers: [status: number, retryAfterSeconds?: number][]) {
  const fetch = vi.fn(async () => {
    const [status, retryAfter] = answers.shift() ?? [200];
    const headers = retryAfter === undefined ? undefined : { "Retry-After": String(retryAfter) };
    return new Response("{}", { status, headers });
  });
  vi.stubGlobal("fetch", fetch);
  const waits: number[] = [];
  const policy: RetryPolicy = {
    ...DEFAULT_RETRY_POLICY,
    random: () => 0,
    sleep: async (ms) => void waits.push(ms),
  };
  return { fetch, waits, policy };
}

const request = () => new Request("https://advertising-api.amazon.com/v2/profiles");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("fetchWithRetry and Amazon's Retry-After", () => {
  it("waits the whole Retry-After when the invocation can afford it", async () => {
    const { fetch, waits, policy } = amazonAnswering([429, 15], [200]);
    const response = await fetchWithRetry(request, policy);
    expect(response.status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([15_000]);
  });

  it("never retries a 60 s Retry-After sooner: it hands the wait to the queue", async () => {
    const { fetch, waits, policy } = amazonAnswering([429, 60], [200]);
    const failure = await fetchWithRetry(request, policy).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AmazonThrottledError);
    expect((failure as AmazonThrottledError).retryAfterMs).toBe(60_000);
    expect((failure as AmazonThrottledError).status).toBe(429);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it("hands a long Retry-After on the last attempt to the queue too", async () => {
    const { policy } = amazonAnswering([503, 1], [503, 90]);
    await expect(fetchWithRetry(request, { ...policy, attempts: 2 })).rejects.toBeInstanceOf(
      AmazonThrottledError,
    );
  });
});

describe("queueRetryDelaySeconds", () => {
  it("retries a throttled message no sooner than Amazon asked", () => {
    expect(queueRetryDelaySeconds(new AmazonThrottledError(429, 60_000), 0)).toBe(60);
    expect(queueRetryDelaySeconds(new AmazonThrottledError(429, 1_800_500), 0)).toBe(1801);
  });

  it("keeps the growing backoff when it is longer, and for other failures", () => {
    expect(queueRetryDelaySeconds(new AmazonThrottledError(429, 25_000), 2)).toBe(120);
    expect(queueRetryDelaySeconds(new Error("D1 busy"), 0)).toBe(30);
    expect(queueRetryDelaySeconds(new Error("D1 busy"), 6)).toBe(600);
  });
});
