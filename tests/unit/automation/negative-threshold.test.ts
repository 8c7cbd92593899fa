import {
  chanceOfNoSale,
  checkClicksWithoutSale,
  SAFE,
  safeClicksWithoutSale,
} from "@contracts/automation/negative-threshold";
import { describe, expect, it } from "vitest";

describe("clicks-without-sale threshold check", () => {
  it("says 3 clicks are too few at an 8 % conversion rate and suggests 36", () => {
    const check = checkClicksWithoutSale({ orders: 8, clicks: 100 }, 3);
    expect(check).toMatchObject({ cvr: 0.08, threshold: 3, tooLow: true, suggested: 36 });
    expect(check?.chanceByLuck).toBeCloseTo(0.7787, 4);
    expect(checkClicksWithoutSale({ orders: 8, clicks: 100 }, 36)?.tooLow).toBe(false);
  });

  it("calls a chance of exactly 20 % acceptable and anything above too low", () => {
    // 50 %: 2 clicks without a sale by chance 25 %, 3 clicks 12.5 %.
    expect(checkClicksWithoutSale({ orders: 50, clicks: 100 }, 2)?.tooLow).toBe(true);
    expect(checkClicksWithoutSale({ orders: 50, clicks: 100 }, 3)?.tooLow).toBe(false);
    // 80 %: 1 click without a sale by chance exactly 20 %.
    expect(checkClicksWithoutSale({ orders: 80, clicks: 100 }, 1)).toMatchObject({
      tooLow: false,
      suggested: 2,
    });
  });

  it("suggests the smallest threshold with at most a 5 % chance, a chance of exactly 5 % included", () => {
    expect(safeClicksWithoutSale(0.5)).toBe(5);
    expect(safeClicksWithoutSale(0.95)).toBe(1);
    expect(safeClicksWithoutSale(1)).toBe(1);
    for (let permille = 1; permille < 1000; permille++) {
      const cvr = permille / 1000;
      const suggested = safeClicksWithoutSale(cvr);
      expect(chanceOfNoSale(cvr, suggested)).toBeLessThanOrEqual(SAFE + 1e-9);
      if (suggested > 1) expect(chanceOfNoSale(cvr, suggested - 1)).toBeGreaterThan(SAFE - 1e-9);
    }
  });

  it("says nothing without a threshold, without clicks or with fewer than 3 orders to judge by", () => {
    expect(checkClicksWithoutSale({ orders: 8, clicks: 100 }, null)).toBeNull();
    expect(checkClicksWithoutSale({ orders: 0, clicks: 0 }, 3)).toBeNull();
    expect(checkClicksWithoutSale({ orders: 2, clicks: 10 }, 1)).toBeNull();
    expect(checkClicksWithoutSale({ orders: 3, clicks: 10 }, 1)?.tooLow).toBe(true);
  });
});
