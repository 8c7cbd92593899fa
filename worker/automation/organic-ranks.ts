/**
 * The organic ranks a SKU's rules need (keywords with a running boost or organic search on), read
 * through the rank provider at most once a local day per (ASIN, keyword text): each answer is kept in
 * `organic_rank_checks` for the marketplace's date, so the hourly runs of a day, Preview and the
 * other match types of the same text share one look-up (issue 29 item 3). A failed look-up is kept
 * for the seller to read and tried again by the next run; QUOTA (out of searches) waits for tomorrow.
 */
import { and, eq } from "drizzle-orm";
import { lookUpOrganicRank, type RankProvider } from "../amazon/organic-rank";
import type { OrganicRank } from "../contracts/automation/organic-rank";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { organicRankChecks } from "../db/keyword-boosts-schema";
import type { KeywordSnapshot } from "./rules/rule-input";

/** Provider calls one invocation makes at most (each is a subrequest): beyond them a rank is unknown until the next run. */
export const MAX_RANK_CALLS = 200;

/** The invocation's calls left, and how many were made (bench:automation prints it). */
export type RankBudget = { left: number; calls: number };
export const rankBudget = (): RankBudget => ({ left: MAX_RANK_CALLS, calls: 0 });

export const rankKeyText = (text: string) => text.trim().toLowerCase().replace(/\s+/g, " ");

type CheckRow = typeof organicRankChecks.$inferSelect;

function rankOfRow(row: CheckRow): OrganicRank {
  if (row.status === "RANKS" && row.position !== null) return { status: "RANKS", position: row.position };
  if (row.status === "NOT_FOUND")
    return { status: "NOT_FOUND", organicResultsRead: row.organicResultsRead ?? 0 };
  const cause = row.cause === "QUOTA" ? "QUOTA" : "PROVIDER_ERROR";
  return { status: "UNKNOWN", cause, detail: row.detail ?? "" };
}

/** A stored answer the day keeps: a rank, not found, or out of searches (a failure is asked again). */
const keepsForTheDay = (row: CheckRow) => row.status !== "UNKNOWN" || row.cause === "QUOTA";

export type RankLookupInput = {
  profileId: number;
  countryCode: string;
  asin: string;
  /** YYYY-MM-DD in the marketplace's zone. */
  today: string;
  now: Date;
};

export async function organicRanksOf(
  db: Database,
  provider: RankProvider | null,
  input: RankLookupInput,
  keywords: KeywordSnapshot[],
  budget: RankBudget,
): Promise<Record<string, OrganicRank>> {
  if (keywords.length === 0) return {};
  const texts = [...new Set(keywords.map((keyword) => rankKeyText(keyword.keywordText)))];
  const byText = new Map<string, OrganicRank>();
  if (!provider) {
    for (const text of texts) byText.set(text, { status: "UNKNOWN", cause: "NO_PROVIDER", detail: "" });
  } else {
    const stored = await db
      .select()
      .from(organicRankChecks)
      .where(
        and(
          eq(organicRankChecks.profileId, input.profileId),
          eq(organicRankChecks.asin, input.asin),
          eq(organicRankChecks.localDate, input.today),
          inList(organicRankChecks.keywordText, texts),
        ),
      );
    for (const row of stored) if (keepsForTheDay(row)) byText.set(row.keywordText, rankOfRow(row));
    for (const text of texts) {
      if (byText.has(text)) continue;
      if (budget.left <= 0) {
        byText.set(text, { status: "UNKNOWN", cause: "LOOKUPS_SPENT", detail: "" });
        continue;
      }
      const { rank, calls } = await lookUpOrganicRank(provider, {
        countryCode: input.countryCode,
        asin: input.asin,
        keyword: text,
      });
      budget.left -= calls;
      budget.calls += calls;
      byText.set(text, rank);
      await storeCheck(db, input, text, rank, calls);
    }
  }
  return Object.fromEntries(
    keywords.map((keyword) => [
      keyword.keywordId,
      byText.get(rankKeyText(keyword.keywordText)) as OrganicRank,
    ]),
  );
}

async function storeCheck(
  db: Database,
  input: RankLookupInput,
  keywordText: string,
  rank: OrganicRank,
  calls: number,
) {
  const values = {
    status: rank.status,
    position: rank.status === "RANKS" ? rank.position : null,
    organicResultsRead: rank.status === "NOT_FOUND" ? rank.organicResultsRead : null,
    cause: rank.status === "UNKNOWN" ? rank.cause : null,
    detail: rank.status === "UNKNOWN" ? rank.detail.slice(0, 500) : null,
    calls,
    checkedAt: input.now,
  };
  await db
    .insert(organicRankChecks)
    .values({ profileId: input.profileId, asin: input.asin, keywordText, localDate: input.today, ...values })
    .onConflictDoUpdate({
      target: [
        organicRankChecks.profileId,
        organicRankChecks.asin,
        organicRankChecks.keywordText,
        organicRankChecks.localDate,
      ],
      set: values,
    });
}
