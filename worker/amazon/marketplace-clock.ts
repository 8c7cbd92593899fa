/** Where the marketplace's clock is read (the sandbox's, locally; none in production). */
export type MarketplaceClock = { MARKETPLACE_CLOCK_URL?: string };

/**
 * The marketplace's "now". In production that is the real time. Against the sandbox, simulated time
 * moves only when told, so MARKETPLACE_CLOCK_URL points at the sandbox's clock and dates (report
 * windows, "today" in a marketplace) follow it.
 */
export async function marketplaceNow(env: MarketplaceClock): Promise<Date> {
  if (!env.MARKETPLACE_CLOCK_URL) return new Date();
  const response = await readClock(env.MARKETPLACE_CLOCK_URL);
  if (!response.ok) throw new Error(`The marketplace clock answered HTTP ${response.status}`);
  const { now } = (await response.json()) as { now: string };
  return new Date(now);
}

/**
 * A read of the clock is asked again (twice at most) when the connection drops: local workerd now and
 * then loses a reused connection ("Network connection lost"), which the subscription gate, asking the
 * clock on a trial seller's every request, turned into a 500 on sign-up or the dashboard in e2e runs.
 */
async function readClock(url: string, attempts = 3): Promise<Response> {
  try {
    return await fetch(url);
  } catch (error) {
    if (attempts <= 1) throw error;
    return readClock(url, attempts - 1);
  }
}
