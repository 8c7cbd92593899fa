import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "../../../worker/services/automation/change-cursor";
import { nextRunOf } from "../../../worker/services/automation/rule-schedule";
import { nextTopOfHour, startOfZonedDay } from "../../../worker/services/automation/zoned-time";

const at = (iso: string) => new Date(iso);

describe("when a rule runs next", () => {
  const now = at("2026-10-20T14:25:00Z");

  it("is the next top of the hour for an hourly rule, and for a rule never run", () => {
    expect(nextRunOf(null, at("2026-10-20T14:00:00Z"), now)).toEqual(at("2026-10-20T15:00:00Z"));
    expect(nextRunOf("WEEKLY", null, now)).toEqual(at("2026-10-20T15:00:00Z"));
    expect(nextTopOfHour(at("2026-10-20T15:00:00Z"))).toEqual(at("2026-10-20T16:00:00Z"));
  });

  it("is the first top of the hour after the last run plus the frequency's period", () => {
    expect(nextRunOf("DAILY", at("2026-10-20T09:00:00Z"), now)).toEqual(at("2026-10-21T09:00:00Z"));
    expect(nextRunOf("WEEKLY", at("2026-10-18T09:30:00Z"), now)).toEqual(at("2026-10-25T10:00:00Z"));
    expect(nextRunOf("MONTHLY", at("2026-10-01T09:00:00Z"), now)).toEqual(at("2026-11-01T09:00:00Z"));
    expect(nextRunOf("QUARTERLY", at("2026-09-01T09:00:00Z"), now)).toEqual(at("2026-12-01T09:00:00Z"));
  });

  it("is the next hour when the period has already passed (a run was missed)", () => {
    expect(nextRunOf("DAILY", at("2026-10-10T09:00:00Z"), now)).toEqual(at("2026-10-20T15:00:00Z"));
  });
});

describe("a day in the marketplace's zone", () => {
  it("starts at its local midnight, summer time or not", () => {
    expect(startOfZonedDay("2026-10-10", "America/Los_Angeles")).toEqual(at("2026-10-10T07:00:00Z"));
    expect(startOfZonedDay("2026-12-10", "America/Los_Angeles")).toEqual(at("2026-12-10T08:00:00Z"));
    expect(startOfZonedDay("2026-11-01", "America/Los_Angeles")).toEqual(at("2026-11-01T07:00:00Z"));
    expect(startOfZonedDay("2026-10-10", "Europe/Berlin")).toEqual(at("2026-10-09T22:00:00Z"));
    expect(startOfZonedDay("2026-10-10", "UTC")).toEqual(at("2026-10-10T00:00:00Z"));
  });
});

describe("the History's cursor", () => {
  it("reads back what it wrote, in URL-safe characters", () => {
    const cursor = encodeCursor({ plannedAtMs: 1_792_000_000_123, id: 4567 });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual({ plannedAtMs: 1_792_000_000_123, id: 4567 });
  });

  it("refuses anything else as 1005 on the cursor field", () => {
    for (const bad of ["", "abc", btoa("12:x"), btoa("1:2:3")]) {
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ code: 1005, field: "cursor" }));
    }
  });
});
