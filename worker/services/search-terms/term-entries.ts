import { and, eq, inArray, ne } from "drizzle-orm";
import { normaliseTerm } from "../../automation/rules/search-term-figures";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";

/**
 * A live keyword or product target, or a negative of either, in one of the campaigns looked at: its
 * text normalised (an ASIN in lower case), as a search term is compared with it.
 */
export type TermEntry = {
  id: string;
  negative: boolean;
  campaignId: string;
  text: string;
  matchType: string;
};

const asinOf = (expression: { type: string; value?: string }[]) =>
  expression.find((part) => part.type === "ASIN_SAME_AS")?.value ?? null;

/** The campaigns' keywords, product targets and their negatives (ad group and campaign level), archived ones left out. */
export async function termEntries(
  db: Database,
  profileId: number,
  campaignIds: string[],
): Promise<TermEntry[]> {
  if (campaignIds.length === 0) return [];
  const [keywords, targets] = await Promise.all([
    db
      .select()
      .from(spKeywords)
      .where(
        and(
          eq(spKeywords.profileId, profileId),
          inArray(spKeywords.campaignId, campaignIds),
          ne(spKeywords.state, "ARCHIVED"),
        ),
      ),
    db
      .select()
      .from(spTargets)
      .where(
        and(
          eq(spTargets.profileId, profileId),
          inArray(spTargets.campaignId, campaignIds),
          ne(spTargets.state, "ARCHIVED"),
        ),
      ),
  ]);
  return [
    ...keywords.map((row) => ({
      id: row.keywordId,
      negative: row.kind !== "KEYWORD",
      campaignId: row.campaignId,
      text: normaliseTerm(row.keywordText),
      matchType: row.matchType,
    })),
    ...targets.flatMap((row) => {
      const asin = asinOf(row.expression);
      if (!asin) return [];
      const negative = row.kind !== "TARGET";
      return [
        {
          id: row.targetId,
          negative,
          campaignId: row.campaignId,
          text: asin.toLowerCase(),
          matchType: negative ? "NEGATIVE_EXACT" : "ASIN",
        },
      ];
    }),
  ];
}
