/** Day parting's window (spec 001 §3), read once for the rule and the SKU page's heatmap. Pure. */
import type { Seasonality, Weekday } from "../advertised-sku";

/** "01:00" → 1 … "24:00" → 24; null when not set. */
const hourOf = (time: string | null | undefined) => (time ? Number(time.slice(0, 2)) : null);

/**
 * Whether day parting turns the SKU's ads off in the hour starting at `hour` (0–23, the marketplace's
 * clock) on `weekday`: the window From–To covers the hours From ≤ hour < To of its day.
 */
export function isAdsOffHour(seasonality: Seasonality | null, weekday: Weekday, hour: number): boolean {
  const setting = seasonality?.turnAdsOffAtTimeOfDay;
  if (!setting?.isActivated || setting.day !== weekday) return false;
  const [from, to] = [hourOf(setting.from), hourOf(setting.to)];
  return from !== null && to !== null && from <= hour && hour < to;
}
