import { useQuery } from "@tanstack/react-query";
import { apiClient, call } from "../../api/api-client";
import { toIsoDate } from "../../lib/format";
import { useCurrentProfile } from "../accounts/selection/current-profile-context";

/** 'YYYY-MM-DD' of `now` in an IANA time zone. */
export function dateInTimezone(now: Date, timezone: string): string {
  try {
    return new Intl.DateTimeFormat("en-CA", { timeZone: timezone, dateStyle: "short" }).format(now);
  } catch {
    return toIsoDate(now);
  }
}

/**
 * Today in the current profile's marketplace, by the marketplace's clock (the sandbox's simulated
 * time locally, the real time in production). Undefined until the clock has answered.
 */
export function useMarketplaceToday(): string | undefined {
  const { profile } = useCurrentProfile();
  const clock = useQuery({
    queryKey: ["clock"],
    queryFn: () => call(apiClient.clock.$get()),
    staleTime: 60_000,
    refetchOnWindowFocus: false,
  });
  if (!clock.data) return undefined;
  return dateInTimezone(new Date(clock.data.now), profile?.timezone ?? "UTC");
}
