import { describe, expect, it } from "vitest";
import {
  lookBackRange,
  negativeThresholdHint,
  skuConversion,
} from "../../../web/src/features/advertised-skus/details/settings/negative-threshold-hint";

describe("Negative Optimization: the hint under Clicks without sales", () => {
  it("says how often a threshold too low is reached by chance and what is safer", () => {
    expect(negativeThresholdHint({ orders: 8, clicks: 100 }, 3)).toBe(
      "At this product's 8 % conversion rate, 3 clicks without a sale happen by chance 78 % of the time; 36 or more is a safer threshold.",
    );
    expect(negativeThresholdHint({ orders: 3, clicks: 40 }, 1)).toBe(
      "At this product's 7.5 % conversion rate, 1 click without a sale happens by chance 93 % of the time; 39 or more is a safer threshold.",
    );
  });

  it("stays quiet for a threshold at or above the 20 % line, and without figures to judge by", () => {
    // 50 %: 3 clicks without a sale happen by chance 12.5 %.
    expect(negativeThresholdHint({ orders: 50, clicks: 100 }, 3)).toBeNull();
    expect(negativeThresholdHint({ orders: 80, clicks: 100 }, 1)).toBeNull();
    expect(negativeThresholdHint({ orders: 50, clicks: 100 }, 2)).not.toBeNull();
    expect(negativeThresholdHint(undefined, 3)).toBeNull();
    expect(negativeThresholdHint({ orders: 2, clicks: 100 }, 3)).toBeNull();
    expect(negativeThresholdHint({ orders: 8, clicks: 100 }, null)).toBeNull();
  });

  it("reads the days the rule reads: the look-back before today, 30 when none is chosen, at most 90", () => {
    expect(lookBackRange("2026-11-25", 7)).toEqual({ startDate: "2026-11-18", endDate: "2026-11-24" });
    expect(lookBackRange("2026-11-25", null)).toEqual({ startDate: "2026-10-26", endDate: "2026-11-24" });
    expect(lookBackRange("2026-11-25", 365)).toEqual({ startDate: "2026-08-27", endDate: "2026-11-24" });
  });

  it("takes orders back from the statistics' clicks and CVR", () => {
    expect(skuConversion({ clicks: 1234, cvr: 7.62 })).toEqual({ clicks: 1234, orders: 94 });
    expect(skuConversion({ clicks: 0, cvr: null })).toEqual({ clicks: 0, orders: 0 });
  });
});
