import type { AssistantReply, FigureRow, TotalsRow } from "../../assistant";
import { type AnswerContext, marketplaceOf, overScopes, type Profile } from "../answer-context";
import type { NamedRange } from "../date-phrases";
import { figureTable, TABLE_ROWS } from "../figure-table";
import { acosText, count, literal, money, rangeText, roasText } from "../format";

export type PerformanceData = {
  range: NamedRange;
  by: "campaign" | "sku";
  sku?: string;
  rows: FigureRow[];
  /** Each profile's totals with its marketplace. */
  totals: (TotalsRow & { profile: Profile })[];
  /** The profiles in question: a marketplace column when there are several. */
  profiles: Profile[];
};

export async function performanceData(
  context: AnswerContext,
  range: NamedRange,
  by: "campaign" | "sku",
  sku?: string,
): Promise<PerformanceData> {
  const [rows, totals] = await Promise.all([
    overScopes(context, (profileId) =>
      context.tools.figures({
        level: by,
        range,
        sortBy: "spend",
        limit: TABLE_ROWS,
        ...(sku === undefined ? {} : { nameContains: sku }),
        ...(profileId === undefined ? {} : { profileId }),
      }),
    ),
    Promise.all(
      context.profiles.map(async (profile) => ({
        ...(await context.tools.totals({ range, profileId: profile.id })),
        profile,
      })),
    ),
  ]);
  const data: PerformanceData = {
    range,
    by,
    rows: rows.sort((a, b) => b.spend - a.spend).slice(0, TABLE_ROWS),
    totals: totals.filter((row) => row.spend > 0 || row.sales > 0),
    profiles: context.profiles,
  };
  return sku === undefined ? data : { ...data, sku };
}

const totalsLine = (row: PerformanceData["totals"][number]) =>
  `- **${row.profile.countryCode}** (${literal(row.profile.name)}): spend ${money(row.spend, row.currency)}, sales ${money(row.sales, row.currency)}, ACOS ${acosText(row.acos)}, ROAS ${roasText(row.roas)}, ${count(row.orders)} orders`;

/** ACOS and ROAS by campaign or by SKU, with each profile's totals in its own currency. */
export function composePerformance(data: PerformanceData): AssistantReply {
  const { range, by, rows, totals } = data;
  const what = by === "sku" ? (data.sku ? `SKU ${literal(data.sku)}` : "your SKUs") : "your campaigns";
  if (rows.length === 0) return { text: `I found no ad figures for ${what} in ${rangeText(range)}.` };
  const lines = [`**ACOS and ROAS of ${what} in ${rangeText(range)}**, most spend first:`, ""];
  lines.push(
    figureTable(rows, {
      nameHeader: by === "sku" ? "SKU" : "Campaign",
      ...(data.profiles.length > 1
        ? { marketplaceOf: (row: FigureRow) => marketplaceOf(data.profiles, row.profileId) }
        : {}),
    }),
  );
  if (totals.length > 0 && !data.sku) lines.push("", "Totals per marketplace:", ...totals.map(totalsLine));
  return { text: lines.join("\n") };
}
