import { describe, expect, it } from "vitest";
import { localDate, ruleClockAt } from "../../../worker/clock/zone-clock";

describe("ruleClockAt: the moment in the SKU's zone", () => {
  it("reads a UTC instant that is still yesterday in Los Angeles", () => {
    const clock = ruleClockAt(new Date("2026-11-24T03:00:00Z"), "America/Los_Angeles");
    expect(clock).toMatchObject({ today: "2026-11-23", hour: 19, weekday: "MON" });
  });

  it("reads a UTC instant that is already tomorrow in Tokyo", () => {
    const clock = ruleClockAt(new Date("2026-11-23T15:00:00Z"), "Asia/Tokyo");
    expect(clock).toMatchObject({ today: "2026-11-24", hour: 0, weekday: "TUE" });
  });

  it("keeps the half-hour zone's hour (India, +05:30)", () => {
    expect(ruleClockAt(new Date("2026-11-23T03:00:00Z"), "Asia/Kolkata")).toMatchObject({ hour: 8 });
  });

  it("follows the DST change: Los Angeles skips 02:00 on 2026-03-08 and repeats 01:00 on 2026-11-01", () => {
    const spring = ["09:00", "10:00", "11:00"].map(
      (time) => ruleClockAt(new Date(`2026-03-08T${time}:00Z`), "America/Los_Angeles").hour,
    );
    expect(spring).toEqual([1, 3, 4]);
    const autumn = ["08:00", "09:00", "10:00"].map(
      (time) => ruleClockAt(new Date(`2026-11-01T${time}:00Z`), "America/Los_Angeles").hour,
    );
    expect(autumn).toEqual([1, 1, 2]);
  });

  it("midnight is hour 0, never 24", () => {
    expect(ruleClockAt(new Date("2026-11-23T08:00:00Z"), "America/Los_Angeles")).toMatchObject({
      today: "2026-11-23",
      hour: 0,
    });
  });
});

describe("localDate", () => {
  it("turns at local midnight in a zone a quarter or half hour off UTC, asked again and again", () => {
    for (let pass = 0; pass < 2; pass += 1) {
      expect(localDate(new Date("2026-11-24T18:29:59Z"), "Asia/Kolkata")).toBe("2026-11-24");
      expect(localDate(new Date("2026-11-24T18:30:00Z"), "Asia/Kolkata")).toBe("2026-11-25");
      expect(localDate(new Date("2026-11-24T18:14:59Z"), "Asia/Kathmandu")).toBe("2026-11-24");
      expect(localDate(new Date("2026-11-24T18:15:00Z"), "Asia/Kathmandu")).toBe("2026-11-25");
      expect(localDate(new Date("2026-11-25T07:59:59Z"), "America/Los_Angeles")).toBe("2026-11-24");
      expect(localDate(new Date("2026-11-25T08:00:00Z"), "America/Los_Angeles")).toBe("2026-11-25");
    }
  });
});
