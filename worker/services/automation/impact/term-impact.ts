import { and, eq, gte, sql } from "drizzle-orm";
import type { ChangeAction } from "../../../contracts/automation/change";
import type { ChangeImpact } from "../../../contracts/automation/change-impact";
import { shiftDate } from "../../../contracts/date-range";
import { centsToDollars } from "../../../contracts/metrics";
import { dailyMetrics, searchTermMetrics } from "../../../db/ads-schema";
import type { Database } from "../../../db/client";
import { inList } from "../../../db/in-list";

/** An applied addition of the filter, on the day (in the marketplace's zone) it was made. */
export type Addition = {
  action: ChangeAction;
  campaignId: string;
  entityId: string | null;
  changedOn: string;
};

const earliest = (additions: Addition[]) => additions.map((addition) => addition.changedOn).sort()[0] ?? "";

/** What the harvested keywords have spent and sold from the day each was added. */
export async function harvestedSince(
  db: Database,
  profileId: number,
  additions: Addition[],
): Promise<ChangeImpact["harvested"]> {
  const since = new Map(
    additions.flatMap((addition) =>
      addition.action.kind === "ADD_KEYWORD" && addition.entityId
        ? [[addition.entityId, addition.changedOn]]
        : [],
    ),
  );
  if (since.size === 0) return { keywords: 0, spend: 0, sales: 0 };
  const rows = await db
    .select({
      entityId: dailyMetrics.entityId,
      date: dailyMetrics.date,
      costCents: dailyMetrics.costCents,
      salesCents: dailyMetrics.salesCents,
    })
    .from(dailyMetrics)
    .where(
      and(
        eq(dailyMetrics.profileId, profileId),
        eq(dailyMetrics.grain, "TARGETING"),
        inList(dailyMetrics.entityId, [...since.keys()]),
        gte(dailyMetrics.date, earliest(additions)),
      ),
    );
  let spendCents = 0;
  let salesCents = 0;
  for (const row of rows) {
    if (row.date < (since.get(row.entityId) ?? "9999-12-31")) continue;
    spendCents += row.costCents;
    salesCents += row.salesCents;
  }
  return { keywords: since.size, spend: centsToDollars(spendCents), sales: centsToDollars(salesCents) };
}

const termKey = (campaignId: string, term: string) => `${campaignId}\n${term.toLowerCase()}`;

/** What each negated search term spent in its campaign in the N days before it was negated. */
export async function negatedSpend(
  db: Database,
  profileId: number,
  additions: Addition[],
  days: number,
): Promise<ChangeImpact["negated"]> {
  const negatedOn = new Map(
    additions.flatMap((addition) =>
      addition.action.kind === "ADD_NEGATIVE_KEYWORD"
        ? [[termKey(addition.campaignId, addition.action.keywordText), addition.changedOn]]
        : [],
    ),
  );
  if (negatedOn.size === 0) return { terms: 0, spentBefore: 0 };
  const keys = [...negatedOn.keys()];
  const rows = await db
    .select({
      campaignId: searchTermMetrics.campaignId,
      term: searchTermMetrics.searchTerm,
      date: searchTermMetrics.date,
      costCents: searchTermMetrics.costCents,
    })
    .from(searchTermMetrics)
    .where(
      and(
        eq(searchTermMetrics.profileId, profileId),
        inList(searchTermMetrics.campaignId, [...new Set(keys.map((key) => key.split("\n")[0] ?? ""))]),
        inList(sql`lower(${searchTermMetrics.searchTerm})`, [
          ...new Set(keys.map((key) => key.split("\n")[1] ?? "")),
        ]),
        gte(searchTermMetrics.date, shiftDate(earliest(additions), -days)),
      ),
    );
  let spentCents = 0;
  for (const row of rows) {
    const on = negatedOn.get(termKey(row.campaignId, row.term));
    if (on && row.date < on && row.date >= shiftDate(on, -days)) spentCents += row.costCents;
  }
  return { terms: negatedOn.size, spentBefore: centsToDollars(spentCents) };
}
