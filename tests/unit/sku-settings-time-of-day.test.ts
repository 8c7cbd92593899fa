import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { HOURS } from "../../worker/contracts/advertised-skus/settings/setting-fields.schemas";
import {
  MAX_DAY_PARTING_WINDOWS,
  turnAdsOffAtTimeOfDaySchema as schema,
} from "../../worker/contracts/advertised-skus/settings/time-of-day.schemas";
import { readTimeOfDay } from "../../worker/contracts/advertised-skus/settings/time-of-day-shape";
import { issuesOf } from "./sku-settings-issues";

const mondayDay = { day: "MON", from: "09:00", to: "18:00" };
const saturdayNight = { day: "SAT", from: "01:00", to: "06:00" };
const on = (...windows: Record<string, unknown>[]) => ({ isActivated: true, windows });
const issues = (...windows: Record<string, unknown>[]) => issuesOf(schema, on(...windows));

describe("turn ads off at time of day, several windows a week (spec 001 §3, issue 33)", () => {
  it("accepts windows on different days, and on one day when their hours do not meet", () => {
    expect(v.parse(schema, on(mondayDay, saturdayNight))).toEqual(on(mondayDay, saturdayNight));
    const morningAndEvening = on(
      { day: "MON", from: "01:00", to: "09:00" },
      { day: "MON", from: "18:00", to: "24:00" },
    );
    expect(v.parse(schema, morningAndEvening)).toEqual(morningAndEvening);
    // One window ends where the next starts: To is excluded, so they share no hour.
    expect(
      issues({ day: "MON", from: "09:00", to: "12:00" }, { day: "MON", from: "12:00", to: "15:00" }),
    ).toEqual([]);
  });

  it("offers the times 01:00 to 24:00 hourly, in every window", () => {
    expect(HOURS).toHaveLength(24);
    expect([HOURS[0], HOURS.at(-1)]).toEqual(["01:00", "24:00"]);
    expect(issues(mondayDay, { ...saturdayNight, from: "00:00" })).toEqual([["windows.1.from", "Required"]]);
    expect(issues({ ...mondayDay, from: "09:30" })).toEqual([["windows.0.from", "Required"]]);
    expect(issues({ ...mondayDay, from: "23:00", to: "24:00" })).toEqual([]);
  });

  it("day, From and To required in each window when active", () => {
    expect(issues(mondayDay, { day: null, from: null, to: null })).toEqual([
      ["windows.1.day", "Required"],
      ["windows.1.from", "Required"],
      ["windows.1.to", "Required"],
    ]);
    expect(issues({ ...mondayDay, day: "MONDAY" })).toEqual([["windows.0.day", "Required"]]);
  });

  it("To later than From in each window ('Time must be greater than from')", () => {
    const message = "Time must be greater than from";
    expect(issues(mondayDay, { ...saturdayNight, from: "06:00", to: "01:00" })).toEqual([
      ["windows.1.to", message],
    ]);
    expect(issues({ ...mondayDay, from: "10:00", to: "10:00" })).toEqual([["windows.0.to", message]]);
  });

  it("refuses windows of one day that share an hour, naming the later window's From and the earlier window", () => {
    expect(issues(mondayDay, saturdayNight, { day: "MON", from: "17:00", to: "20:00" })).toEqual([
      ["windows.2.from", "Overlaps window 1 (MON 09:00–18:00)"],
    ]);
    expect(issues(mondayDay, { day: "MON", from: "10:00", to: "11:00" })).toEqual([
      ["windows.1.from", "Overlaps window 1 (MON 09:00–18:00)"],
    ]);
    expect(issues(mondayDay, { ...mondayDay })).toEqual([
      ["windows.1.from", "Overlaps window 1 (MON 09:00–18:00)"],
    ]);
  });

  it(`holds at least one window when active and at most ${MAX_DAY_PARTING_WINDOWS}`, () => {
    expect(issues()).toEqual([["windows", "Add at least one window"]]);
    const days = ["MON", "TUE", "WED", "THU", "FRI", "SAT", "SUN"];
    const twoADay = days.flatMap((day) => [
      { day, from: "01:00", to: "06:00" },
      { day, from: "12:00", to: "14:00" },
    ]);
    expect(issues(...twoADay)).toEqual([]);
    expect(issues(...twoADay, { day: "MON", from: "20:00", to: "24:00" })).toEqual([
      ["windows", "At most 14 windows"],
    ]);
  });

  it("turned off keeps only its flag", () => {
    expect(v.parse(schema, { isActivated: false, windows: [mondayDay] })).toEqual({
      isActivated: false,
      windows: [],
    });
  });

  it("accepts the spec's single-window shape from clients still sending it, as a list of one, its messages naming its own fields", () => {
    expect(v.parse(schema, { isActivated: true, ...mondayDay })).toEqual(on(mondayDay));
    expect(v.parse(schema, { isActivated: false })).toEqual({ isActivated: false, windows: [] });
    expect(v.parse(schema, { isActivated: false, ...mondayDay })).toEqual({
      isActivated: false,
      windows: [],
    });
    expect(issuesOf(schema, { isActivated: true, day: "MON", from: "18:00", to: "09:00" })).toEqual([
      ["to", "Time must be greater than from"],
    ]);
    expect(issuesOf(schema, { isActivated: true })).toEqual([
      ["day", "Required"],
      ["from", "Required"],
      ["to", "Required"],
    ]);
  });
});

describe("a stored day-parting setting read in today's shape", () => {
  it("reads a setting saved with one window as a list of one", () => {
    expect(readTimeOfDay({ isActivated: true, ...mondayDay })).toEqual(on(mondayDay));
    expect(readTimeOfDay({ isActivated: false })).toEqual({ isActivated: false, windows: [] });
  });

  it("reads the list shape as saved, leaving out a window missing a field", () => {
    expect(readTimeOfDay(on(mondayDay, saturdayNight))).toEqual(on(mondayDay, saturdayNight));
    expect(readTimeOfDay({ isActivated: true, day: null, from: "02:00", to: "03:00" })).toEqual(on());
    expect(readTimeOfDay(undefined)).toEqual({ isActivated: false, windows: [] });
  });
});
