/**
 * Expected searches (or page views) of a query in one local hour: daily volume shaped by the
 * hour-of-day and day-of-week curves and by seasonality (a yearly wave plus a holiday bump).
 */
import type { LocalTime } from "../core/time";
import type { Query } from "../market";
import type { Scenario } from "../scenario";

export interface TrafficCurves {
  hourShare: number[];
  dayFactor: number[];
  amplitude: number;
  peakDayOfYear: number;
  holidayBoost: number;
}

/** The traffic curves of a category (its own hour and weekday curves when it has them). */
export function trafficCurves(scenario: Scenario, categoryId?: string): TrafficCurves {
  const category = scenario.categories.find((candidate) => candidate.id === categoryId);
  const hours = category?.hourOfDay ?? scenario.traffic.hourOfDay;
  const hourTotal = hours.reduce((sum, value) => sum + value, 0) || 1;
  const days = category?.dayOfWeek ?? scenario.traffic.dayOfWeek;
  const dayMean = days.reduce((sum, value) => sum + value, 0) / days.length || 1;
  return {
    hourShare: hours.map((value) => value / hourTotal),
    dayFactor: days.map((value) => value / dayMean),
    amplitude: scenario.traffic.seasonality.amplitude,
    peakDayOfYear: scenario.traffic.seasonality.peakDayOfYear,
    holidayBoost: scenario.traffic.seasonality.holidayBoost,
  };
}

export function seasonality(curves: TrafficCurves, query: Query, dayOfYear: number): number {
  const distance = dayOfYear - curves.peakDayOfYear - query.seasonShift;
  const wave = curves.amplitude * query.seasonStrength * Math.cos((2 * Math.PI * distance) / 365);
  const bump = curves.holidayBoost * query.seasonStrength * Math.exp(-((distance / 9) ** 2));
  return Math.max(0.05, 1 + wave + bump);
}

export function expectedVolume(curves: TrafficCurves, query: Query, local: LocalTime): number {
  return (
    query.dailyVolume *
    (curves.hourShare[local.hour] ?? 0) *
    (curves.dayFactor[local.dayOfWeek] ?? 1) *
    seasonality(curves, query, local.dayOfYear)
  );
}
