import { describe, expect, it } from "vitest";
import { oneTarget, targetAcosOf } from "../../../worker/contracts/automation/target-acos";

describe("the SKU's one target", () => {
  it("is the target ACOS when set, else 100 / the target ROAS, else none", () => {
    expect(targetAcosOf(25, 2)).toBe(25);
    expect(targetAcosOf(null, 4)).toBe(25);
    expect(targetAcosOf(null, 0.1)).toBe(1000);
    expect(targetAcosOf(null, null)).toBeNull();
  });
});

describe("oneTarget: saving either target stores both (issue 29 item 2)", () => {
  it("converts the one sent: ROAS 4 → ACOS 25, ACOS 40 → ROAS 2.5", () => {
    expect(oneTarget(undefined, 4)).toEqual({ targetAcos: 25, targetRoas: 4 });
    expect(oneTarget(40, undefined)).toEqual({ targetAcos: 40, targetRoas: 2.5 });
    expect(oneTarget(undefined, undefined)).toBeUndefined();
  });

  it("takes both when they agree to 0.01 either way, and answers null (refused) when not", () => {
    expect(oneTarget(28.57, 3.5)).toEqual({ targetAcos: 28.57, targetRoas: 3.5 });
    expect(oneTarget(30, 3.33)).toEqual({ targetAcos: 30, targetRoas: 3.33 });
    expect(oneTarget(25, 2)).toBeNull();
    expect(oneTarget(1, 0.1)).toBeNull();
  });
});
