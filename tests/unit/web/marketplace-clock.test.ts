import { describe, expect, it } from "vitest";
import { dateInTimezone, hourInTimezone } from "../../../web/src/lib/clock/marketplace-today";

describe("the marketplace's date and hour", () => {
  it("reads the clock's instant in the profile's time zone: what the still-arriving marks are read at", () => {
    const now = new Date("2026-11-20T07:30:00Z");
    expect(dateInTimezone(now, "America/Los_Angeles")).toBe("2026-11-19");
    expect(hourInTimezone(now, "America/Los_Angeles")).toBe(23);
    expect(dateInTimezone(now, "Europe/Berlin")).toBe("2026-11-20");
    expect(hourInTimezone(now, "Europe/Berlin")).toBe(8);
    expect(hourInTimezone(new Date("2026-11-20T00:10:00Z"), "UTC")).toBe(0);
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(hourInTimezone(new Date("2026-11-20T07:30:00Z"), "Mars/Olympus")).toBe(7);
  });
});
