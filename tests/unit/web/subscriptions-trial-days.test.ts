import { describe, expect, it } from "vitest";
import { trialDaysLeft, trialDaysText } from "../../../web/src/features/settings/subscriptions/trial-days";

const ends = "2026-11-16T08:00:00.000Z";
const at = (iso: string) => new Date(iso);

describe("the trial's days left", () => {
  it("counts a part-day as a day, and none once the trial has ended", () => {
    expect(trialDaysLeft(ends, at("2026-11-02T08:00:00.000Z"))).toBe(14);
    expect(trialDaysLeft(ends, at("2026-11-02T08:00:01.000Z"))).toBe(14);
    expect(trialDaysLeft(ends, at("2026-11-15T08:00:00.000Z"))).toBe(1);
    expect(trialDaysLeft(ends, at("2026-11-16T07:59:59.000Z"))).toBe(1);
    expect(trialDaysLeft(ends, at("2026-11-16T08:00:00.000Z"))).toBe(0);
    expect(trialDaysLeft(ends, at("2026-12-01T00:00:00.000Z"))).toBe(0);
  });

  it("reads as the tab says it", () => {
    expect(trialDaysText(14)).toBe("14 days left in your free trial");
    expect(trialDaysText(1)).toBe("1 day left in your free trial");
  });
});
