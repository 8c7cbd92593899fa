import { describe, expect, it } from "vitest";
import { whatsNewDecision } from "../../../web/src/features/whats-new/notice-decision";

describe("the what's-new notice, by the stored last update id", () => {
  it("shows once to a browser that last saw an earlier release", () => {
    expect(whatsNewDecision("2026-06-01", "2026-11-28")).toBe("show");
  });

  it("does not show again once this release's id is stored (dismissed)", () => {
    expect(whatsNewDecision("2026-11-28", "2026-11-28")).toBe("none");
  });

  it("shows again when the release id changes", () => {
    expect(whatsNewDecision("2026-11-28", "2027-01-15")).toBe("show");
  });

  it("stores the current id without a notice in a browser that never stored one", () => {
    expect(whatsNewDecision(null, "2026-11-28")).toBe("remember");
  });
});
