/**
 * Turn ads off at time of day (spec 001 §3, several windows since issue 33): each window a weekday
 * and hours 01:00–24:00, To later than From; windows of one day may not share an hour. Pure valibot.
 */
import * as v from "valibot";
import type { DayPartingWindow, TurnAdsOffAtTimeOfDay } from "../advertised-sku";
import { windowsOverlap, windowText } from "./day-parting-window";
import {
  asRecord,
  HOURS,
  hourField,
  REQUIRED,
  TIME_AFTER_FROM_MESSAGE,
  toAfterFrom,
  weekdayField,
} from "./setting-fields.schemas";

/** Two a day on average: a night and a lunch pause each day of the week. */
export const MAX_DAY_PARTING_WINDOWS = 14;
export const MAX_WINDOWS_MESSAGE = `At most ${MAX_DAY_PARTING_WINDOWS} windows`;
export const NO_WINDOW_MESSAGE = "Add at least one window";
export const overlapMessage = (index: number, window: DayPartingWindow) =>
  `Overlaps window ${index + 1} (${windowText(window)})`;

const laterHour = (to: string, from: string) => HOURS.indexOf(to) > HOURS.indexOf(from);

const windowFields = { day: weekdayField, from: hourField, to: hourField };
const windowSchema = v.pipe(
  v.object(windowFields, REQUIRED),
  toAfterFrom(laterHour, TIME_AFTER_FROM_MESSAGE, () => true),
);

const isWellFormed = (window: unknown): window is DayPartingWindow =>
  v.is(windowSchema, window) && laterHour(window.to, window.from);

/**
 * A window sharing an hour with an earlier one of its day: the message is on its From. The check
 * also runs on a list holding invalid windows (their own rules report them), so it reads unknowns.
 */
const noOverlap = v.rawCheck<DayPartingWindow[]>(({ dataset, addIssue }) => {
  const windows: unknown[] = Array.isArray(dataset.value) ? dataset.value : [];
  windows.forEach((window, index) => {
    if (!isWellFormed(window)) return;
    const earlier = windows
      .slice(0, index)
      .findIndex((other) => isWellFormed(other) && windowsOverlap(other, window));
    if (earlier < 0) return;
    addIssue({
      message: overlapMessage(earlier, windows[earlier] as DayPartingWindow),
      path: [
        { type: "array", origin: "value", input: windows, key: index, value: window },
        { type: "object", origin: "value", input: window, key: "from", value: window.from },
      ],
    });
  });
});

const windowsField = v.pipe(
  v.array(windowSchema, REQUIRED),
  v.minLength(1, NO_WINDOW_MESSAGE),
  v.maxLength(MAX_DAY_PARTING_WINDOWS, MAX_WINDOWS_MESSAGE),
  noOverlap,
);

const off = v.pipe(
  v.object({ isActivated: v.literal(false) }, REQUIRED),
  v.transform((): TurnAdsOffAtTimeOfDay => ({ isActivated: false, windows: [] })),
);

const listShape = v.variant("isActivated", [
  off,
  v.object({ isActivated: v.literal(true), windows: windowsField }, REQUIRED),
]);

/** The spec's single window, as clients from before issue 33 send it; its messages name its own fields. */
const singleWindowShape = v.pipe(
  v.variant("isActivated", [off, v.object({ isActivated: v.literal(true), ...windowFields }, REQUIRED)]),
  toAfterFrom(laterHour, TIME_AFTER_FROM_MESSAGE),
  v.transform(
    (setting): TurnAdsOffAtTimeOfDay =>
      "day" in setting
        ? { isActivated: true, windows: [{ day: setting.day, from: setting.from, to: setting.to }] }
        : setting,
  ),
);

/** The setting in the list shape, or in the spec's single-window shape (stored as a list of one). */
export const turnAdsOffAtTimeOfDaySchema = v.lazy((input) =>
  asRecord(input) && "windows" in (input as object) ? listShape : singleWindowShape,
);
