/**
 * Day parting held one window until issue 33 (spec 001 §3: `{isActivated, day, from, to}`); it now
 * holds a list. Settings saved in the old shape are read as a list of one (the column's reader,
 * db/seasonality-column.ts); clients still sending it are read by time-of-day.schemas.ts. Pure.
 */
import type { DayPartingWindow, Seasonality, TurnAdsOffAtTimeOfDay } from "../advertised-sku";
import { asRecord } from "./setting-fields.schemas";

const isComplete = (window: unknown): window is DayPartingWindow => {
  const fields = asRecord(window);
  return ["day", "from", "to"].every((key) => typeof fields?.[key] === "string");
};

/**
 * A stored setting in either shape, as the list shape: the single window's own fields become the
 * list's one window; a window missing a field is left out.
 */
export function readTimeOfDay(stored: unknown): TurnAdsOffAtTimeOfDay {
  const setting = asRecord(stored);
  const isActivated = setting?.isActivated === true;
  const saved: unknown[] = Array.isArray(setting?.windows) ? setting.windows : isActivated ? [setting] : [];
  const windows = saved.filter(isComplete).map(({ day, from, to }) => ({ day, from, to }));
  return { isActivated, windows };
}

/** A stored seasonality with its day parting in the list shape. */
export function readSeasonality(stored: Seasonality | null): Seasonality | null {
  if (!stored) return stored;
  return { ...stored, turnAdsOffAtTimeOfDay: readTimeOfDay(stored.turnAdsOffAtTimeOfDay) };
}
