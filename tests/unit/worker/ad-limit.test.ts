import { describe, expect, it } from "vitest";
import {
  adSpendCapCents,
  isAdLimitReached,
  monthAdSpend,
  monthStartIn,
  type ProfileSpend,
  spendReadFrom,
} from "../../../worker/billing/ad-limit";
import { UNITS_PER_USD, usdCents } from "../../../worker/contracts/billing/usd-rates";

const LA = "America/Los_Angeles";
const LONDON = "Europe/London";
/** 10:00 in Los Angeles and 17:00 in London, mid-November. */
const MID_NOVEMBER = new Date("2026-11-16T17:00:00Z");

const profile = (currencyCode: string, timezone: string, days: [string, number][]): ProfileSpend => ({
  currencyCode,
  timezone,
  days: days.map(([date, costCents]) => ({ date, costCents })),
});
const us = (...days: [string, number][]) => profile("USD", LA, days);
const uk = (...days: [string, number][]) => profile("GBP", LONDON, days);

/** The month's spend in US cents, then whether START_UP's $10,000 are reached. */
const startUp = (profiles: ProfileSpend[], now = MID_NOVEMBER) => {
  const { usdCents: spend } = monthAdSpend(profiles, now);
  return [spend, isAdLimitReached("START_UP", spend)];
};

describe("the ad limit: this month's ad spend in US dollars against the plan's cap", () => {
  it("is reached exactly at the cap, not a cent before", () => {
    expect(startUp([us(["2026-11-03", 400_000], ["2026-11-10", 600_000])])).toEqual([1_000_000, true]);
    expect(startUp([us(["2026-11-03", 400_000], ["2026-11-10", 599_999])])).toEqual([999_999, false]);
    expect(startUp([us(["2026-11-03", 1_500_000])])).toEqual([1_500_000, true]);
  });

  it("takes each plan's own cap (document 001 §9)", () => {
    expect([
      adSpendCapCents("START_UP"),
      adSpendCapCents("SCALE_UP"),
      adSpendCapCents("PROFESSIONAL"),
    ]).toEqual([1_000_000, 5_000_000, 20_000_000]);
    expect(isAdLimitReached("SCALE_UP", 4_999_999)).toBe(false);
    expect(isAdLimitReached("SCALE_UP", 5_000_000)).toBe(true);
    expect(isAdLimitReached("PROFESSIONAL", 19_999_999)).toBe(false);
    expect(isAdLimitReached("PROFESSIONAL", 20_000_000)).toBe(true);
  });

  it("has no cap without a plan (the trial), whatever the spend", () => {
    expect(adSpendCapCents(null)).toBeNull();
    expect(isAdLimitReached(null, 0)).toBe(false);
    expect(isAdLimitReached(null, 1_000_000_000)).toBe(false);
  });

  it("adds up every profile's spend, and a seller with none has spent nothing", () => {
    expect(startUp([])).toEqual([0, false]);
    expect(
      startUp([us(["2026-11-01", 300_000]), us(["2026-11-02", 300_000]), us(["2026-11-15", 400_000])]),
    ).toEqual([1_000_000, true]);
  });

  it("converts each currency to US dollars with the rate table before adding", () => {
    // £3,000 = 300,000 pence × 1.0411 / 0.82608 = 378,086.9 US cents.
    expect(usdCents(300_000, "GBP")).toBe(378_087);
    expect(startUp([us(["2026-11-02", 600_000]), uk(["2026-11-02", 300_000])])).toEqual([978_087, false]);
    // £3,200 more than makes up the rest: 403,293 US cents.
    expect(startUp([us(["2026-11-02", 600_000]), uk(["2026-11-02", 320_000])])).toEqual([1_003_293, true]);
    // The same figure in euros is worth more dollars than in Canadian dollars.
    expect(usdCents(100_000, "EUR")).toBe(104_110);
    expect(usdCents(100_000, "CAD")).toBe(69_319);
    expect(usdCents(100_000, "usd")).toBe(100_000);
  });

  it("leaves out (and names) a currency the table lacks rather than guessing its rate", () => {
    const spend = monthAdSpend(
      [us(["2026-11-02", 500]), profile("XAU", LA, [["2026-11-02", 9_999_999]])],
      MID_NOVEMBER,
    );
    expect(spend).toEqual({ usdCents: 500, unconvertedCurrencies: ["XAU"] });
    expect(usdCents(100, "XAU")).toBeNull();
  });

  it("has a rate for the currency of every marketplace Amazon Ads serves", () => {
    const currencies = ["USD", "CAD", "MXN", "BRL", "GBP", "EUR", "SEK", "PLN", "TRY", "AED", "SAR", "EGP"];
    currencies.push("INR", "ZAR", "JPY", "AUD", "SGD");
    for (const currency of currencies) expect(UNITS_PER_USD[currency], currency).toBeGreaterThan(0);
  });

  it("counts only this calendar month: the days before the 1st are last month's", () => {
    const november = new Date("2026-11-30T20:00:00Z");
    expect(startUp([us(["2026-10-31", 900_000], ["2026-11-01", 100_000])], november)).toEqual([
      100_000,
      false,
    ]);
    // December 1st, 09:00 in Los Angeles: November's spend no longer counts.
    const december = new Date("2026-12-01T17:00:00Z");
    expect(startUp([us(["2026-11-30", 1_000_000], ["2026-12-01", 100])], december)).toEqual([100, false]);
  });

  it("reads each profile's month in its marketplace's time zone", () => {
    // 05:00 on 1 November in London is 22:00 on 31 October in Los Angeles.
    const turn = new Date("2026-11-01T05:00:00Z");
    expect(monthStartIn(LONDON, turn)).toBe("2026-11-01");
    expect(monthStartIn(LA, turn)).toBe("2026-10-01");
    // One read of the stores from October 1st serves both (UTC−12 is the zone furthest behind).
    expect(spendReadFrom(turn)).toBe("2026-10-01");
    expect(spendReadFrom(new Date("2026-11-01T12:00:00Z"))).toBe("2026-11-01");
    const spend = monthAdSpend(
      [us(["2026-10-31", 700_000], ["2026-11-01", 1]), uk(["2026-10-31", 500_000], ["2026-11-01", 100_000])],
      turn,
    );
    // US: October's 31st counts (its October is not over); UK: only the 1st of November, £1,000.
    expect(spend.usdCents).toBe(700_000 + 126_029);
  });
});
