/**
 * Day parting held one window until issue 33 (spec 001 §3: `{isActivated, day, from, to}`); it now
 * holds a list. Settings saved in the old shape are read as a list of one (the column's reader,
 * db/seasonality-column.ts); clients still sending it are read by time-of-day.schemas.ts. Pure.
 */
import type { DayPartingWindow, Seasonality, TurnAdsOffAtTimeOfDay } from "../advertised-sku";
import { asRecord } from "./setting-fields.schemas";

/** Either shape → the list shape, fields as saved. */
function upgradeTimeOfDay(value: unknown): unknown {
  const setting = asRecord(value);
  if (!setting || "windows" in setting) return value;
  const { day = null, from = null, to = null, ...rest } = setting;
  return { ...rest, windows: setting.isActivated === true ? [{ day, from, to }] : [] };
}

const isComplete = (window: unknown): window is DayPartingWindow => {
  const fields = asRecord(window);
  return ["day", "from", "to"].every((key) => typeof fields?.[key] === "string");
};

/** A stored setting in either shape, as the list shape; windows missing a field are left out. */
export function readTimeOfDay(stored: unknown): TurnAdsOffAtTimeOfDay {
  const setting = asRecord(upgradeTimeOfDay(stored));
  const windows = Array.isArray(setting?.windows) ? setting.windows.filter(isComplete) : [];
  return { isActivated: setting?.isActivated === true, windows };
}

/** A stored seasonality with its day parting in the list shape. */
export function readSeasonality(stored: Seasonality | null): Seasonality | null {
  if (!stored) return stored;
  return { ...stored, turnAdsOffAtTimeOfDay: readTimeOfDay(stored.turnAdsOffAtTimeOfDay) };
}
