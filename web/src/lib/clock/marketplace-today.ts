import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { earlyOr } from "../../api/early-reads";
import { queryKeys } from "../../api/query-keys";
import { useCurrentProfile } from "../accounts/current-profile-context";
import { toIsoDate } from "../format";

/** 'YYYY-MM-DD' of `now` in an IANA time zone. */
export function dateInTimezone(now: Date, timezone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, dateStyle: "short" }).format(now);
  } catch {
    return toIsoDate(now);
  }
}

/** The hour (0–23) of `now` in an IANA time zone. */
export function hourInTimezone(now: Date, timezone: string): number {
  try {
    const hour = new Intl.DateTimeFormat("en-GB", { timeZone: timezone, hour: "2-digit", hourCycle: "h23" });
    return Number(hour.format(now));
  } catch {
    return now.getUTCHours();
  }
}

/** GET /clock: the product's "now" (the sandbox's simulated time locally, the real time in production). */
export const clockQuery = () =>
  queryOptions({
    queryKey: queryKeys.clock,
    // The page's early read answers the first (api/early-reads.ts).
    queryFn: () => call(earlyOr("/api/clock", () => apiClient.clock.$get())),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });

/** The marketplace's date and hour: what the attribution-lag model reads a day's figures at. */
export type MarketplaceNow = { today: string; hour: number };

/**
 * Now in the current profile's marketplace, by the marketplace's clock (the sandbox's simulated
 * time locally, the real time in production). Undefined until the clock has answered.
 */
export function useMarketplaceNow(): MarketplaceNow | undefined {
  const { profile } = useCurrentProfile();
  const clock = useQuery(clockQuery());
  if (!clock.data) return undefined;
  const now = new Date(clock.data.now);
  const timezone = profile?.timezone ?? "UTC";
  return { today: dateInTimezone(now, timezone), hour: hourInTimezone(now, timezone) };
}

/** Today in the current profile's marketplace; undefined until the clock has answered. */
export const useMarketplaceToday = (): string | undefined => useMarketplaceNow()?.today;
