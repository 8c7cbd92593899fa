import { describe, expect, it } from "vitest";
import {
  EMPTY,
  formatCount,
  formatDisplayDate,
  formatMoney,
  formatPercent,
  formatPrice,
  formatRoas,
  formatSigned,
  toIsoDate,
} from "../../../web/src/lib/format";

describe("figures on screen (spec 000 §9)", () => {
  it("shows '-' for an absent value", () => {
    expect(EMPTY).toBe("-");
    const money = (value: number | null | undefined) => formatMoney(value, "GBP");
    for (const format of [money, formatCount, formatPercent, formatRoas]) {
      expect(format(null)).toBe("-");
      expect(format(undefined)).toBe("-");
      expect(format(Number.NaN)).toBe("-");
    }
    expect(formatDisplayDate(null)).toBe("-");
    expect(formatPrice(null, "EUR")).toBe("-");
  });

  it("writes a US-dollar profile's money in US dollars with cents", () => {
    expect(formatMoney(1234.5, "USD")).toBe("$1,234.50");
    expect(formatMoney(0, "USD")).toBe("$0.00");
    expect(formatPrice(12.99, "EUR")).toBe("€12.99");
    expect(formatPrice(3, "")).toBe("$3.00");
  });

  it("writes counts whole, percentages and ROAS with two decimals", () => {
    expect(formatCount(12345)).toBe("12,345");
    expect(formatPercent(12.3456)).toBe("12.35%");
    expect(formatRoas(3.25)).toBe("3.25X");
    expect(formatSigned(1.25)).toBe("+1.25");
    expect(formatSigned(-0.5)).toBe("-0.50");
    expect(formatSigned(0)).toBe("0.00");
  });

  it("shows dates like '05 Jan, 2024' and sends them as YYYY-MM-DD", () => {
    expect(formatDisplayDate("2024-01-05")).toBe("05 Jan, 2024");
    expect(toIsoDate(new Date(2024, 0, 5))).toBe("2024-01-05");
  });
});
