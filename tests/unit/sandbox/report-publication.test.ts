import { describe, expect, it } from "vitest";
import {
  demoScenario,
  localTime,
  parseScenario,
  type ReportRequest,
  reportRows,
  type SandboxState,
} from "../../../sandbox/model/index";
import { isPublished, publishDelayHours } from "../../../sandbox/model/reports/publication";
import { DEFAULT_REPORTING } from "../../../sandbox/model/scenario";
import { demoUs, demoWorld, run, SIMULATION_TIMEOUT_MS, withOnlyProfile } from "./fixtures";

/** The demo world is handed over at local midnight in Los Angeles (2026-11-02T08:00Z). */
const HANDOVER_DATE = "2026-11-02";
const YESTERDAY = "2026-11-01";

const request = (date: string): ReportRequest => ({
  reportTypeId: "spCampaigns",
  groupBy: ["campaign"],
  columns: ["date", "campaignId", "impressions", "clicks", "purchases7d", "sales7d"],
  startDate: date,
  endDate: date,
  timeUnit: "DAILY",
});

function reported(state: SandboxState, date: string) {
  const result = reportRows(state, demoUs(state), request(date));
  if (!result.ok) throw new Error(result.message);
  const total = (column: string) => result.rows.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);
  return { rows: result.rows.length, clicks: total("clicks"), sales: total("sales7d") };
}

const simulated = (state: SandboxState, date: string) =>
  demoUs(state)
    .metrics.facts.filter((row) => row.date === date)
    .reduce((sum, row) => sum + row.clicks, 0);

describe("report publication", { timeout: SIMULATION_TIMEOUT_MS }, () => {
  const handedOver = withOnlyProfile(demoWorld(), demoUs(demoWorld()).profileId);

  it("leaves out today and a yesterday not published yet, though the market has run them", () => {
    expect(localTime(demoUs(handedOver).timezone, Date.parse(handedOver.clock.now)).date).toBe(HANDOVER_DATE);
    expect(simulated(handedOver, YESTERDAY)).toBeGreaterThan(0);
    expect(reported(handedOver, YESTERDAY).rows).toBe(0);
    const midday = run(handedOver, 12);
    expect(simulated(midday, HANDOVER_DATE)).toBeGreaterThan(0);
    expect(reported(midday, HANDOVER_DATE).rows).toBe(0);
  });

  it("publishes a day 6 to 12 hours after it ends, and a later read restates its conversions", () => {
    const delay = publishDelayHours(handedOver.seed, demoUs(handedOver), YESTERDAY, [6, 12]);
    expect(delay).toBeGreaterThanOrEqual(6);
    expect(delay).toBeLessThanOrEqual(12);
    const before = run(handedOver, delay - 1);
    expect(isPublished(before, demoUs(before), YESTERDAY)).toBe(false);
    const published = run(before, 1);
    const first = reported(published, YESTERDAY);
    expect(first.clicks).toBe(simulated(published, YESTERDAY));
    const later = reported(run(published, 5 * 24), YESTERDAY);
    expect(later.clicks).toBe(first.clicks);
    expect(later.sales).toBeGreaterThan(first.sales);
  });

  it("draws each day's delay from the seed within the scenario's range, and validates the range", () => {
    expect(DEFAULT_REPORTING.publishDelayHours).toEqual([6, 12]);
    const us = demoUs(handedOver);
    const delays = Array.from({ length: 30 }, (_, day) =>
      publishDelayHours("seed", us, `2026-10-${String(day + 1).padStart(2, "0")}`, [6, 12]),
    );
    expect(new Set(delays).size).toBeGreaterThan(3);
    expect(delays.every((hours) => Number.isInteger(hours) && hours >= 6 && hours <= 12)).toBe(true);
    expect(parseScenario({ ...demoScenario, reporting: { publishDelayHours: [0, 0] } }).ok).toBe(true);
    expect(parseScenario({ ...demoScenario, reporting: { publishDelayHours: [2, 40] } }).ok).toBe(false);
  });

  it("with no delay, publishes a day the moment it ends", () => {
    const instant = {
      ...handedOver,
      scenario: { ...handedOver.scenario, reporting: { publishDelayHours: [0, 0] as [number, number] } },
    };
    expect(reported(instant, YESTERDAY).clicks).toBe(simulated(instant, YESTERDAY));
  });
});
