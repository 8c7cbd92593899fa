import { fetchWithRetry, type RetryPolicy } from "./retrying-fetch";

/** Where the marketplace's clock is read (the sandbox's, locally; none in production). */
export type MarketplaceClock = { MARKETPLACE_CLOCK_URL?: string };

/**
 * A read of the clock is asked again when the connection drops: local workerd now and then loses a reused
 * connection ("Network connection lost"), which the subscription gate, asking the clock on a trial seller's
 * every request, turned into a 500 on sign-up or the dashboard in e2e runs. Asked again at once, a busy
 * machine lost all three tries of one read in CI (each try took the next connection the sandbox had
 * closed), so the tries wait a little, as every other call to the marketplace does.
 */
export const CLOCK_READ_POLICY: RetryPolicy = {
  attempts: 6,
  baseDelayMs: 50,
  maxDelayMs: 1_000,
  timeoutMs: 10_000,
};

/**
 * The marketplace's "now". In production that is the real time. Against the sandbox, simulated time
 * moves only when told, so MARKETPLACE_CLOCK_URL points at the sandbox's clock and dates (report
 * windows, "today" in a marketplace) follow it.
 */
export async function marketplaceNow(env: MarketplaceClock, policy = CLOCK_READ_POLICY): Promise<Date> {
  const url = env.MARKETPLACE_CLOCK_URL;
  if (!url) return new Date();
  const response = await fetchWithRetry(() => new Request(url), policy);
  if (!response.ok) throw new Error(`The marketplace clock answered HTTP ${response.status}`);
  const { now } = (await response.json()) as { now: string };
  return new Date(now);
}
