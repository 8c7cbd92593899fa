import type { AssistantTools, FigureRow } from "../assistant";
import { type AnswerContext, overScopes } from "./answer-context";

type SearchTermQuery = Omit<Parameters<AssistantTools["figures"]>[0], "level" | "profileId">;

/** Search-term rows over the question's profiles, ordered again across them by `order`. */
export async function searchTermRows(
  context: AnswerContext,
  query: SearchTermQuery,
  order: (a: FigureRow, b: FigureRow) => number,
): Promise<FigureRow[]> {
  const rows = await overScopes(context, (profileId) =>
    context.tools.figures({
      ...query,
      level: "searchTerm",
      ...(profileId === undefined ? {} : { profileId }),
    }),
  );
  return rows.sort(order).slice(0, query.limit);
}

/** Highest first, a missing value (no sales) highest of all. */
export const byAcosDesc = (a: FigureRow, b: FigureRow) =>
  (b.acos ?? Number.POSITIVE_INFINITY) - (a.acos ?? Number.POSITIVE_INFINITY) || b.spend - a.spend;
