/**
 * The reports the product syncs (worker/mirror/report-shapes.ts: spTargeting, spSearchTerm,
 * spAdvertisedProduct; DAILY, 7-day attribution), asked of the sandbox's report model in windows of
 * at most 31 days, as the figures the rules read: money in cents, recent days still restating.
 * Settled days are read once per strategy run (`ReportCache`); the rows are the same either way.
 */
import {
  addDays,
  type Profile,
  type ReportCell,
  reportRows,
  type SandboxState,
} from "../../sandbox/model/index";
import type { SearchTermDay, TargetingDay } from "../../worker/automation/rules/rule-input";
import type { Figures } from "../../worker/contracts/metrics";
import { dateWindows } from "../../worker/jobs/sync/report-plan";
import { REPORT_SHAPES } from "../../worker/mirror/report-shapes";

export type AdDay = Figures & { adId: string; date: string };
export type ProfileFigures = {
  targetingDays: TargetingDay[];
  searchTermDays: SearchTermDay[];
  adDays: AdDay[];
};

const cents = (value: ReportCell | undefined) => Math.round(Number(value ?? 0) * 100);
const figures = (row: Record<string, ReportCell>): Figures => ({
  impressions: Number(row.impressions ?? 0),
  clicks: Number(row.clicks ?? 0),
  spendCents: cents(row.cost),
  salesCents: cents(row.sales7d),
  orders: Number(row.purchases7d ?? 0),
  units: Number(row.unitsSoldClicks7d ?? 0),
});

/**
 * Days reported at least this many days before today no longer change: a click's 7-day orders have
 * all landed by then. A run's reads of them are kept in its `ReportCache` instead of asked again.
 */
const SETTLED_AFTER_DAYS = 8;

/** One strategy run's settled rows (as the rules read them) by report type and date (`${type}|${date}`). */
export type ReportCache = Map<string, unknown[]>;

function ask(
  state: SandboxState,
  profile: Profile,
  type: keyof typeof REPORT_SHAPES,
  today: string,
  days: number,
) {
  const rows: Record<string, ReportCell>[] = [];
  for (const window of dateWindows(today, days)) {
    const result = reportRows(state, profile, {
      reportTypeId: type,
      ...REPORT_SHAPES[type],
      ...window,
      timeUnit: "DAILY",
    });
    if (!result.ok) throw new Error(`${type} ${window.startDate}..${window.endDate}: ${result.message}`);
    rows.push(...result.rows);
  }
  return rows;
}

/** The report's rows of the `days` days up to `today`, date by date: settled dates read once per run. */
function rowsOf<T>(
  state: SandboxState,
  profile: Profile,
  type: keyof typeof REPORT_SHAPES,
  today: string,
  days: number,
  cache: ReportCache,
  convert: (row: Record<string, ReportCell>) => T,
): T[] {
  const since = addDays(today, -(days - 1));
  const lastSettled = addDays(today, -SETTLED_AFTER_DAYS);
  const settledDays = Math.max(0, Math.min(days, daysFrom(since, lastSettled) + 1));
  const missing: string[] = [];
  for (let day = 0; day < settledDays; day++) {
    const date = addDays(since, day);
    if (!cache.has(`${type}|${date}`)) missing.push(date);
  }
  if (missing.length > 0) {
    const from = missing[0] as string;
    const to = missing[missing.length - 1] as string;
    for (const date of missing) cache.set(`${type}|${date}`, []);
    for (const row of ask(state, profile, type, to, daysFrom(from, to) + 1))
      cache.get(`${type}|${String(row.date)}`)?.push(convert(row));
  }
  const rows: T[] = [];
  for (let day = 0; day < settledDays; day++)
    rows.push(...((cache.get(`${type}|${addDays(since, day)}`) ?? []) as T[]));
  if (settledDays < days) rows.push(...ask(state, profile, type, today, days - settledDays).map(convert));
  return rows;
}

const daysFrom = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** How many of the `days` days up to `today` the reports can hold (none before the world's first day). */
function spanOf(profile: Profile, today: string, days: number) {
  const oldest = profile.metrics.facts.reduce((min, row) => (row.date < min ? row.date : min), today);
  return Math.max(1, Math.min(days, 1 + Math.round((Date.parse(today) - Date.parse(oldest)) / 86_400_000)));
}

/** The targeting report alone (what the classic optimiser reads), as profileFigures gives it. */
export function targetingDays(
  state: SandboxState,
  profile: Profile,
  today: string,
  days: number,
  cache: ReportCache = new Map(),
): TargetingDay[] {
  return rowsOf(state, profile, "spTargeting", today, spanOf(profile, today, days), cache, (row) => ({
    ...figures(row),
    targetingId: String(row.keywordId),
    campaignId: String(row.campaignId),
    date: String(row.date),
  }));
}

/** The search-term report alone (what the classic optimiser harvests from), as profileFigures gives it. */
export function searchTermDays(
  state: SandboxState,
  profile: Profile,
  today: string,
  days: number,
  cache: ReportCache = new Map(),
): SearchTermDay[] {
  return rowsOf(state, profile, "spSearchTerm", today, spanOf(profile, today, days), cache, searchTermRow);
}

const searchTermRow = (row: Record<string, ReportCell>): SearchTermDay => ({
  ...figures(row),
  campaignId: String(row.campaignId),
  adGroupId: String(row.adGroupId),
  targetingId: String(row.keywordId),
  searchTerm: String(row.searchTerm),
  date: String(row.date),
});

/** The `days` days up to and including `today`, oldest first (no further back than the world's first day). */
export function profileFigures(
  state: SandboxState,
  profile: Profile,
  today: string,
  days: number,
  cache: ReportCache = new Map(),
): ProfileFigures {
  const span = spanOf(profile, today, days);
  return {
    targetingDays: targetingDays(state, profile, today, days, cache),
    searchTermDays: rowsOf(state, profile, "spSearchTerm", today, span, cache, searchTermRow),
    adDays: rowsOf(state, profile, "spAdvertisedProduct", today, span, cache, (row) => ({
      ...figures(row),
      adId: String(row.adId),
      date: String(row.date),
    })),
  };
}
