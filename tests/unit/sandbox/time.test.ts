import { describe, expect, it } from "vitest";
import { addDays, localTime, offsetHours } from "../../../sandbox/model/core/time";

const at = (iso: string) => Date.parse(iso);

describe("marketplace time zones", () => {
  it("follows US daylight saving for America/Los_Angeles", () => {
    expect(offsetHours("America/Los_Angeles", at("2026-01-15T12:00:00Z"))).toBe(-8);
    expect(offsetHours("America/Los_Angeles", at("2026-07-15T12:00:00Z"))).toBe(-7);
    // 2026-03-08 02:00 PST = 10:00Z; 2026-11-01 02:00 PDT = 09:00Z
    expect(offsetHours("America/Los_Angeles", at("2026-03-08T09:59:00Z"))).toBe(-8);
    expect(offsetHours("America/Los_Angeles", at("2026-03-08T10:00:00Z"))).toBe(-7);
    expect(offsetHours("America/Los_Angeles", at("2026-11-01T08:59:00Z"))).toBe(-7);
    expect(offsetHours("America/Los_Angeles", at("2026-11-01T09:00:00Z"))).toBe(-8);
  });

  it("follows EU daylight saving for London and Paris (01:00 UTC, last Sundays)", () => {
    expect(offsetHours("Europe/London", at("2026-03-29T00:59:00Z"))).toBe(0);
    expect(offsetHours("Europe/London", at("2026-03-29T01:00:00Z"))).toBe(1);
    expect(offsetHours("Europe/Paris", at("2026-10-25T00:59:00Z"))).toBe(2);
    expect(offsetHours("Europe/Paris", at("2026-10-25T01:00:00Z"))).toBe(1);
  });

  it("puts the local day boundary at local midnight", () => {
    expect(localTime("America/Los_Angeles", at("2026-11-22T07:59:00Z")).date).toBe("2026-11-21");
    expect(localTime("America/Los_Angeles", at("2026-11-22T08:00:00Z"))).toMatchObject({
      date: "2026-11-22",
      hour: 0,
    });
    expect(localTime("Europe/London", at("2026-11-22T00:00:00Z"))).toMatchObject({
      date: "2026-11-22",
      hour: 0,
    });
    expect(localTime("Europe/Paris", at("2026-11-21T23:00:00Z"))).toMatchObject({
      date: "2026-11-22",
      hour: 0,
      dayOfWeek: 0,
    });
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
  });
});
