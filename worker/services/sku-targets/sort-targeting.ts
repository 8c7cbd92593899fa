import type { SortOrder } from "../../contracts/campaign-filters";
import type { TargetReport } from "../../contracts/campaigns/campaign-detail";
import type { FigureSortColumn } from "../../contracts/sku-targets/targeting-sort";

/** What a keyword or ASIN target row sorts by: its id, state, bid (its own or its ad group's) and figures. */
type Sortable = {
  id: string;
  state: string;
  bid: number | null;
  defaultBid: number | null;
  report?: TargetReport;
};

type Value = string | number | null;

const FIGURES: Record<FigureSortColumn, (report: TargetReport) => number | null> = {
  impressions: (report) => report.impressions,
  clicks: (report) => report.clicks,
  spend: (report) => report.cost,
  sales: (report) => report.sales,
  units: (report) => report.unitsSoldClicks,
  roas: (report) => report.roas,
  acos: (report) => report.acos,
  ctr: (report) => report.ctr,
  cvr: (report) => report.cvr,
};

const isFigure = (column: string): column is FigureSortColumn => column in FIGURES;

function compare(a: Value, b: Value): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  return String(a).localeCompare(String(b), "en", { numeric: true, sensitivity: "base" });
}

/**
 * The rows in the order of one column: rows without a value (no figures in the range, no ratio) last
 * in either direction, then by id, so equal values keep one order from page to page. `texts` reads the
 * list's own text columns (keyword, match type, ASIN). Pure.
 */
export function sortTargeting<Row extends Sortable>(
  rows: readonly Row[],
  column: string,
  order: SortOrder,
  texts: Record<string, (row: Row) => string>,
): Row[] {
  const sortValue = (row: Row): Value => {
    if (column === "state") return row.state;
    if (column === "bid") return row.bid ?? row.defaultBid;
    if (isFigure(column)) return row.report ? FIGURES[column](row.report) : null;
    return texts[column]?.(row) ?? null;
  };
  const direction = order === "desc" ? -1 : 1;
  return rows
    .map((row) => ({ row, value: sortValue(row) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        if (a.value !== b.value) return a.value === null ? 1 : -1;
      } else {
        const byValue = compare(a.value, b.value) * direction;
        if (byValue !== 0) return byValue;
      }
      return a.row.id < b.row.id ? -1 : a.row.id > b.row.id ? 1 : 0;
    })
    .map(({ row }) => row);
}
