import { describe, expect, it } from "vitest";
import { comparisonDates, comparisonLabel } from "../../../web/src/features/dashboard/tiles/comparison-label";
import { DASHBOARD_TILES } from "../../../web/src/features/dashboard/tiles/dashboard-tiles";
import { metricChange } from "../../../web/src/features/dashboard/tiles/metric-change";

const tile = (label: string) => {
  const found = DASHBOARD_TILES.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`no tile ${label}`);
  return found;
};
const changeOf = (label: string, diff: number | null, currency = "USD") =>
  metricChange(diff, tile(label).change, tile(label).better, currency);

describe("the dashboard's tiles (issue 33)", () => {
  it("are spend, sales, orders, ROAS, ACOS, CTR and CVR, in that order", () => {
    expect(DASHBOARD_TILES.map((candidate) => candidate.label)).toEqual([
      "Spend",
      "Sales",
      "Orders",
      "ROAS",
      "ACOS",
      "CTR",
      "CVR",
    ]);
  });

  it("read money in the answer's currency", () => {
    expect(tile("Spend").format(1234.5, "GBP")).toBe("£1,234.50");
    expect(tile("Orders").format(1200, "GBP")).toBe("1,200");
  });
});

describe("a tile's change against the previous period", () => {
  it("is absent when zero or unknown", () => {
    expect(changeOf("ACOS", 0)).toBeNull();
    expect(changeOf("ROAS", null)).toBeNull();
    expect(changeOf("Sales", Number.NaN)).toBeNull();
  });

  it("moves rates in percentage points, not per cent", () => {
    expect(changeOf("ACOS", 6.5)?.text).toBe("+6.5 pts");
    expect(changeOf("CTR", -0.25)?.text).toBe("-0.25 pts");
    expect(changeOf("CVR", 5)?.text).toBe("+5.0 pts");
  });

  it("reads money in the profile's currency, counts whole and ROAS as a multiple", () => {
    expect(changeOf("Sales", 100, "GBP")?.text).toBe("+£100.00");
    expect(changeOf("Spend", -12.3, "EUR")?.text).toBe("-€12.30");
    expect(changeOf("Orders", 5)?.text).toBe("+5");
    expect(changeOf("ROAS", -0.5)?.text).toBe("-0.50X");
  });

  it("is coloured by whether it is good for the seller, not by its sign", () => {
    expect(changeOf("ACOS", 6.5)).toMatchObject({ direction: "up", tone: "bad" });
    expect(changeOf("ACOS", -2)).toMatchObject({ direction: "down", tone: "good" });
    for (const label of ["Sales", "Orders", "ROAS", "CTR", "CVR"]) {
      expect(changeOf(label, 1)?.tone).toBe("good");
      expect(changeOf(label, -1)?.tone).toBe("bad");
    }
  });

  it("leaves spend neutral: more spend is neither good nor bad until ACOS and ROAS say so", () => {
    expect(changeOf("Spend", 40)).toMatchObject({ direction: "up", tone: "neutral" });
    expect(changeOf("Spend", -40)).toMatchObject({ direction: "down", tone: "neutral" });
  });
});

describe("the period a change is against", () => {
  it("is named from the period the API compared", () => {
    expect(comparisonLabel({ days: 7, previous: null })).toBe("vs previous 7 days");
    expect(comparisonLabel({ days: 1, previous: null })).toBe("vs previous day");
  });

  it("gives its dates when the profiles share a zone", () => {
    const previous = { startDate: "2026-11-24", endDate: "2026-11-30" };
    expect(comparisonDates({ days: 7, previous })).toBe("24 Nov – 30 Nov, 2026");
    expect(comparisonDates({ days: 7, previous: { startDate: "2025-12-26", endDate: "2026-01-01" } })).toBe(
      "26 Dec, 2025 – 01 Jan, 2026",
    );
    expect(comparisonDates({ days: 7, previous: null })).toBeNull();
  });
});
