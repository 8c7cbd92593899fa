/**
 * Reporting v3 rows for spCampaigns (campaign, adGroup, campaignPlacement), spTargeting
 * (targeting), spSearchTerm (searchTerm; only terms with clicks) and spAdvertisedProduct
 * (advertiser), DAILY or SUMMARY, from the fact rows as they stand at the simulated now, without the
 * dates not published yet (publication.ts).
 */
import { addDays, daysBetween, localDate, parseDate, parseInstant } from "../core/time";
import type { FactRow } from "../metrics";
import { aggregateFacts } from "../queries/aggregate-facts";
import { FOLDED_SEARCH_TERM } from "../simulation/fold-day";
import type { Profile, SandboxState } from "../state";
import { publishedFilter } from "./publication";
import { isKnownColumn, REPORT_COLUMNS } from "./report-columns";
import { syntheticFacts } from "./synthetic-facts";

export const REPORT_MAX_DAYS = 31;
export const REPORT_RETENTION_DAYS = 95;

type Dimension = keyof Pick<
  FactRow,
  "campaignId" | "adGroupId" | "adId" | "targetingId" | "placement" | "searchTerm"
>;

/** The dimensions each report type's groupBy values add. */
export const REPORT_GROUPS: Record<string, Record<string, Dimension[]>> = {
  spCampaigns: {
    campaign: ["campaignId"],
    adGroup: ["campaignId", "adGroupId"],
    campaignPlacement: ["campaignId", "placement"],
  },
  spTargeting: { targeting: ["campaignId", "adGroupId", "targetingId"] },
  spSearchTerm: { searchTerm: ["campaignId", "adGroupId", "targetingId", "searchTerm"] },
  spAdvertisedProduct: { advertiser: ["campaignId", "adGroupId", "adId"] },
};

export interface ReportRequest {
  reportTypeId: string;
  groupBy: string[];
  columns: string[];
  startDate: string;
  endDate: string;
  timeUnit: "DAILY" | "SUMMARY";
  filters?: { field: string; values: string[] }[] | null;
}

export type ReportCell = string | number | null;
export type ReportResult = { ok: true; rows: Record<string, ReportCell>[] } | { ok: false; message: string };

function validate(state: SandboxState, profile: Profile, request: ReportRequest): string | undefined {
  const groups = REPORT_GROUPS[request.reportTypeId];
  if (!groups) return `reportTypeId must be one of ${Object.keys(REPORT_GROUPS).join(", ")}`;
  if (request.groupBy.length === 0 || request.groupBy.some((group) => !(group in groups))) {
    return `groupBy for ${request.reportTypeId} must be among ${Object.keys(groups).join(", ")}`;
  }
  const unknown = request.columns.filter((column) => !isKnownColumn(column));
  if (request.columns.length === 0 || unknown.length > 0)
    return `unsupported columns: ${unknown.join(", ") || "(none given)"}`;
  if (request.timeUnit === "DAILY" && !request.columns.includes("date"))
    return "DAILY reports need the date column";
  if (Number.isNaN(parseDate(request.startDate)) || Number.isNaN(parseDate(request.endDate)))
    return "dates must be YYYY-MM-DD";
  if (request.endDate < request.startDate) return "endDate is before startDate";
  if (daysBetween(request.startDate, request.endDate) + 1 > REPORT_MAX_DAYS)
    return `a report covers at most ${REPORT_MAX_DAYS} days`;
  const today = localDate(profile.timezone, parseInstant(state.clock.now));
  if (request.startDate < addDays(today, -REPORT_RETENTION_DAYS))
    return `data is kept for ${REPORT_RETENTION_DAYS} days`;
  for (const filter of request.filters ?? [])
    if (!isKnownColumn(filter.field)) return `unsupported filter field: ${filter.field}`;
  return undefined;
}

export function reportRows(state: SandboxState, profile: Profile, request: ReportRequest): ReportResult {
  const problem = validate(state, profile, request);
  if (problem) return { ok: false, message: problem };
  const groups = REPORT_GROUPS[request.reportTypeId] ?? {};
  const dimensions = [...new Set(request.groupBy.flatMap((group) => groups[group] ?? []))];
  const daily = request.timeUnit === "DAILY";
  const searchTerms = request.reportTypeId === "spSearchTerm";
  const facts = profile.synthetic
    ? syntheticFacts(
        profile,
        request.startDate,
        request.endDate,
        addDays(localDate(profile.timezone, parseInstant(state.clock.now)), -1),
      )
    : profile.metrics.facts;
  const published = publishedFilter(state, profile);
  const rows = facts.filter(
    (row) =>
      row.date >= request.startDate &&
      row.date <= request.endDate &&
      (!searchTerms || (row.searchTerm !== FOLDED_SEARCH_TERM && row.clicks > 0)) &&
      published(row.date),
  );
  const keyOf = (row: FactRow) =>
    (daily ? [row.date] : []).concat(dimensions.map((dimension) => row[dimension]));
  const grouped = aggregateFacts(
    rows,
    (row) => ({ row, key: keyOf(row).join("|") }),
    (entry) => entry.key,
  )
    .map((group) => ({
      profile,
      row: group.key.row,
      metrics: group.metrics,
      startDate: request.startDate,
      endDate: request.endDate,
    }))
    .filter((group) =>
      (request.filters ?? []).every((filter) =>
        filter.values.includes(String(REPORT_COLUMNS[filter.field]?.(group))),
      ),
    );
  // ISO dates order as plain strings; localeCompare took seconds on a large seller's 150,000 rows.
  if (daily) grouped.sort((a, b) => (a.row.date < b.row.date ? -1 : a.row.date > b.row.date ? 1 : 0));
  return {
    ok: true,
    rows: grouped.map((group) =>
      Object.fromEntries(request.columns.map((column) => [column, REPORT_COLUMNS[column]?.(group) ?? null])),
    ),
  };
}
