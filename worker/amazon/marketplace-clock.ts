/**
 * The marketplace's "now". In production that is the real time. Against the sandbox, simulated time
 * moves only when told, so MARKETPLACE_CLOCK_URL points at the sandbox's clock and dates (report
 * windows, "today" in a marketplace) follow it.
 */
export async function marketplaceNow(env: { MARKETPLACE_CLOCK_URL?: string }): Promise<Date> {
  if (!env.MARKETPLACE_CLOCK_URL) return new Date();
  const response = await fetch(env.MARKETPLACE_CLOCK_URL);
  if (!response.ok) throw new Error(`The marketplace clock answered HTTP ${response.status}`);
  const { now } = (await response.json()) as { now: string };
  return new Date(now);
}

/** Today's date in the profile's marketplace time zone. */
export function marketplaceToday(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return parts;
}

/** The hour (0–23) in the profile's marketplace time zone: what the attribution-lag model reads a day at. */
export function marketplaceHour(timeZone: string, now = new Date()): number {
  const hour = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", hourCycle: "h23" }).format(now);
  return Number(hour) % 24;
}
