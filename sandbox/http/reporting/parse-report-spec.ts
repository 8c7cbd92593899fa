import type { ReportSpec } from "./report-job";

type Parsed = { ok: true; spec: ReportSpec } | { ok: false; detail: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function parseFilters(value: unknown): ReportSpec["configuration"]["filters"] | string {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return "configuration.filters must be an array";
  const filters: { field: string; values: string[] }[] = [];
  for (const filter of value) {
    if (!isObject(filter) || typeof filter.field !== "string" || !isStringArray(filter.values)) {
      return "each filter needs a field and a values array of strings";
    }
    filters.push({ field: filter.field, values: filter.values });
  }
  return filters;
}

/**
 * The shape checks of `CreateAsyncReportRequest` (required fields, enums). Report types, groupBy,
 * columns and the 31/95-day limits are the model's (`reportRows`).
 */
export function parseReportSpec(body: unknown): Parsed {
  if (!isObject(body)) return { ok: false, detail: "The request body must be a JSON object." };
  const { name, startDate, endDate, configuration: config } = body;
  if (typeof startDate !== "string" || typeof endDate !== "string") {
    return { ok: false, detail: "startDate and endDate are required (YYYY-MM-DD)." };
  }
  if (name !== undefined && name !== null && typeof name !== "string") {
    return { ok: false, detail: "name must be a string." };
  }
  if (!isObject(config)) return { ok: false, detail: "configuration is required." };
  if (config.adProduct !== "SPONSORED_PRODUCTS") {
    return { ok: false, detail: "configuration.adProduct must be SPONSORED_PRODUCTS in this sandbox." };
  }
  if (config.format !== "GZIP_JSON") return { ok: false, detail: "configuration.format must be GZIP_JSON." };
  if (config.timeUnit !== "DAILY" && config.timeUnit !== "SUMMARY") {
    return { ok: false, detail: "configuration.timeUnit must be DAILY or SUMMARY." };
  }
  if (typeof config.reportTypeId !== "string") {
    return { ok: false, detail: "configuration.reportTypeId is required." };
  }
  if (!isStringArray(config.groupBy) || config.groupBy.length === 0) {
    return { ok: false, detail: "configuration.groupBy cannot be null or empty." };
  }
  if (!isStringArray(config.columns) || config.columns.length === 0) {
    return { ok: false, detail: "configuration.columns cannot be null or empty." };
  }
  const filters = parseFilters(config.filters);
  if (typeof filters === "string") return { ok: false, detail: filters };
  return {
    ok: true,
    spec: {
      name: typeof name === "string" ? name : null,
      startDate,
      endDate,
      configuration: {
        adProduct: "SPONSORED_PRODUCTS",
        reportTypeId: config.reportTypeId,
        groupBy: config.groupBy,
        columns: config.columns,
        filters,
        timeUnit: config.timeUnit,
        format: "GZIP_JSON",
      },
    },
  };
}
