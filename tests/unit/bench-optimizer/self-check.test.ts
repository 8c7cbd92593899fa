import { describe, expect, it } from "vitest";
import { checkedSales, salesAtTarget } from "../../../bench/optimizer/equal-acos";
import { noiseTolerance, selfCheck } from "../../../bench/optimizer/self-check";

describe("equal ACOS", () => {
  it("reads sales at the target along the yardstick's slope", () => {
    // At 50 % against 25 % with slope 0.5: × (1/2)^0.5.
    expect(salesAtTarget(1000, 50, 25, 0.5)).toBeCloseTo(1000 / Math.SQRT2, 6);
    expect(salesAtTarget(1000, 12.5, 25, 1)).toBeCloseTo(2000, 6);
    // The self-check gives no credit for running under the target.
    expect(checkedSales(1000, 12.5, 25, 1)).toBe(1000);
    expect(checkedSales(1000, 50, 25, 1)).toBe(500);
  });
});

describe("the self-check", () => {
  it("allows three standard errors of two runs' order counts, at least 2 %", () => {
    expect(noiseTolerance(10_000, 10_000)).toBeCloseTo(3 * Math.sqrt(2 / 10_000), 9);
    expect(noiseTolerance(1e9, 1e9)).toBe(0.02);
  });

  it("fails when a strategy beats its yardstick beyond the noise", () => {
    const pairs = [
      { strategy: "classic", yardstick: "discoverable" },
      { strategy: "discoverable", yardstick: "oracle" },
    ];
    const ok = selfCheck(
      {
        classic: { sales: 900, orders: 10_000 },
        discoverable: { sales: 1000, orders: 10_000 },
        oracle: { sales: 1200, orders: 10_000 },
      },
      pairs,
    );
    expect(ok).toEqual({
      passed: true,
      worst: { strategy: "classic", yardstick: "discoverable", ratio: 0.9, tolerance: 0.042 },
    });
    // 1.05 × the yardstick is beyond 4.2 %.
    const beaten = selfCheck(
      {
        classic: { sales: 1050, orders: 10_000 },
        discoverable: { sales: 1000, orders: 10_000 },
        oracle: { sales: 1200, orders: 10_000 },
      },
      pairs,
    );
    expect(beaten.passed).toBe(false);
    expect(beaten.worst?.strategy).toBe("classic");
  });
});
