import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../worker/contracts/api-error";
import { resolveRange } from "../../../worker/services/statistics/report-range";

const LA = "America/Los_Angeles";
// 2026-11-04 03:00 UTC is still 2026-11-03 in Los Angeles.
const clock = () => Promise.resolve(new Date("2026-11-04T03:00:00Z"));

describe("resolveRange", () => {
  it("defaults to the last 7 days ending today in the marketplace's time zone", async () => {
    expect(await resolveRange({}, LA, clock)).toEqual({ startDate: "2026-10-28", endDate: "2026-11-03" });
    expect(await resolveRange({}, "Asia/Tokyo", clock)).toEqual({
      startDate: "2026-10-29",
      endDate: "2026-11-04",
    });
  });

  it("does not ask the clock when both dates are given", async () => {
    const now = vi.fn(clock);
    const range = { startDate: "2026-10-01", endDate: "2026-10-31" };
    expect(await resolveRange(range, LA, now)).toEqual(range);
    expect(now).not.toHaveBeenCalled();
  });

  it("fills a lone date: endDate takes the 7 days up to it, startDate runs to today", async () => {
    expect(await resolveRange({ endDate: "2026-10-10" }, LA, clock)).toEqual({
      startDate: "2026-10-04",
      endDate: "2026-10-10",
    });
    expect(await resolveRange({ startDate: "2026-11-01" }, LA, clock)).toEqual({
      startDate: "2026-11-01",
      endDate: "2026-11-03",
    });
  });

  it("refuses a start after the end with 1005 naming startDate", async () => {
    const error = await resolveRange({ startDate: "2026-11-20" }, LA, clock).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1005, field: "startDate" });
  });
});
