import { describe, expect, it } from "vitest";
import { startOfZonedDay } from "../../../worker/contracts/zoned-time";
import { decodeCursor, encodeCursor } from "../../../worker/services/automation/change-cursor";

const at = (iso: string) => new Date(iso);

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
