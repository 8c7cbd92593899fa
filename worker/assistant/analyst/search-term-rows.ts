import type { AssistantTools, FigureRow } from "../assistant";
import { type AnswerContext, overScopes } from "./answer-context";
import type { NamedRange } from "./date-phrases";

type SearchTermQuery = Omit<Parameters<AssistantTools["figures"]>[0], "level" | "profileId" | "range">;

export type SearchTermsData = { range: NamedRange; terms: FigureRow[] };

/** Search-term rows over the range and the question's profiles, ordered again across them by `order`. */
export async function searchTermsData(
  context: AnswerContext,
  range: NamedRange,
  query: SearchTermQuery,
  order: (a: FigureRow, b: FigureRow) => number,
): Promise<SearchTermsData> {
  const rows = await overScopes(context, (profileId) =>
    context.tools.figures({
      ...query,
      range,
      level: "searchTerm",
      ...(profileId === undefined ? {} : { profileId }),
    }),
  );
  return { range, terms: rows.sort(order).slice(0, query.limit) };
}

/** Highest first, a missing value (no sales) highest of all. */
export const byAcosDesc = (a: FigureRow, b: FigureRow) =>
  (b.acos ?? Number.POSITIVE_INFINITY) - (a.acos ?? Number.POSITIVE_INFINITY) || b.spend - a.spend;
