import type { FigureRow } from "../assistant";
import { acosText, count, money, roasText, table } from "./format";

/** At most this many rows in an answer's table. */
export const TABLE_ROWS = 8;

/**
 * Figure rows as a markdown table: name, then campaign and marketplace when they tell rows apart,
 * then spend, sales, ACOS, ROAS, orders and clicks — each in its own profile's currency.
 */
export function figureTable(
  rows: FigureRow[],
  options: { nameHeader: string; withCampaign?: boolean; marketplaceOf?: (row: FigureRow) => string },
): string {
  const { marketplaceOf } = options;
  const headers = [
    options.nameHeader,
    ...(options.withCampaign ? ["Campaign"] : []),
    ...(marketplaceOf ? ["Marketplace"] : []),
    "Spend",
    "Sales",
    "ACOS",
    "ROAS",
    "Orders",
    "Clicks",
  ];
  const lines = rows
    .slice(0, TABLE_ROWS)
    .map((row) => [
      row.name,
      ...(options.withCampaign ? [row.campaignName ?? row.campaignId ?? ""] : []),
      ...(marketplaceOf ? [marketplaceOf(row)] : []),
      money(row.spend, row.currency),
      money(row.sales, row.currency),
      acosText(row.acos),
      roasText(row.roas),
      count(row.orders),
      count(row.clicks),
    ]);
  return table(headers, lines);
}
