/** Day parting's windows (spec 001 §3, several a week since issue 33), read once for the rule and the SKU page's heatmap. Pure. */
import type { DayPartingWindow, Seasonality, Weekday } from "../advertised-sku";
import { WEEKDAYS } from "./setting-fields.schemas";

/** "01:00" → 1 … "24:00" → 24; null when not set. */
const hourOf = (time: string | null | undefined) => (time ? Number(time.slice(0, 2)) : null);

/** A window covers the hours From ≤ hour < To of its day. */
export const coversHour = (window: DayPartingWindow, weekday: Weekday, hour: number) => {
  const [from, to] = [hourOf(window.from), hourOf(window.to)];
  return window.day === weekday && from !== null && to !== null && from <= hour && hour < to;
};

/** Two windows of the same day share at least one hour. */
export const windowsOverlap = (a: DayPartingWindow, b: DayPartingWindow) =>
  a.day === b.day && a.from < b.to && b.from < a.to;

/** The active windows of the setting; none when day parting is off. */
export const activeWindows = (seasonality: Seasonality | null): DayPartingWindow[] => {
  const setting = seasonality?.turnAdsOffAtTimeOfDay;
  return setting?.isActivated ? (setting.windows ?? []) : [];
};

/** The window that turns the SKU's ads off in the hour starting at `hour` (0–23, the marketplace's clock) on `weekday`. */
export const adsOffWindowAt = (seasonality: Seasonality | null, weekday: Weekday, hour: number) =>
  activeWindows(seasonality).find((window) => coversHour(window, weekday, hour));

/** Whether day parting turns the SKU's ads off in that hour. */
export const isAdsOffHour = (seasonality: Seasonality | null, weekday: Weekday, hour: number) =>
  adsOffWindowAt(seasonality, weekday, hour) !== undefined;

const HOURS_A_WEEK = 7 * 24;
const hourOfWeek = (weekday: Weekday, hour: number) => WEEKDAYS.indexOf(weekday) * 24 + hour;

/** The window whose end came last at or before `hour` on `weekday` (going back up to a week). */
export function lastEndedWindow(windows: DayPartingWindow[], weekday: Weekday, hour: number) {
  const now = hourOfWeek(weekday, hour);
  const since = (window: DayPartingWindow) =>
    (now - hourOfWeek(window.day, hourOf(window.to) ?? 0) + HOURS_A_WEEK) % HOURS_A_WEEK;
  return windows.reduce<DayPartingWindow | undefined>(
    (last, window) => (last === undefined || since(window) < since(last) ? window : last),
    undefined,
  );
}

/** "MON 09:00–12:00", as the reasons and the preview name a window. */
export const windowText = (window: DayPartingWindow) => `${window.day} ${window.from}–${window.to}`;
