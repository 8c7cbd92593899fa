import { describe, expect, it } from "vitest";
import { targetAcosOf } from "../../../worker/contracts/automation/target-acos";

describe("the SKU's one target", () => {
  it("is the target ACOS when set, else 100 / the target ROAS, else none", () => {
    expect(targetAcosOf(25, 2)).toBe(25);
    expect(targetAcosOf(null, 4)).toBe(25);
    expect(targetAcosOf(null, 0.1)).toBe(1000);
    expect(targetAcosOf(null, null)).toBeNull();
  });
});
