import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { NO_RULE } from "../../contracts/automation/change-author";
import type { TermMarkAuthor } from "../../contracts/search-terms/term-actions";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";

const ADDITIONS = ["ADD_KEYWORD", "ADD_NEGATIVE_KEYWORD", "ADD_TARGET", "ADD_NEGATIVE_TARGET"];

/** Who created each entity the log's applied additions in these campaigns created. */
export async function authorsOf(db: Database, profileId: number, campaignIds: string[]) {
  const rows = await db
    .select({
      entityId: automationChanges.entityId,
      actor: automationChanges.actor,
      rule: automationChanges.rule,
    })
    .from(automationChanges)
    .where(
      and(
        eq(automationChanges.profileId, profileId),
        inArray(automationChanges.campaignId, campaignIds),
        inArray(automationChanges.kind, ADDITIONS),
        eq(automationChanges.status, "APPLIED"),
        isNotNull(automationChanges.entityId),
      ),
    );
  const authors = new Map<string, TermMarkAuthor>(
    rows.map((row) => [
      String(row.entityId),
      { actor: row.actor, rule: row.rule === NO_RULE ? null : row.rule },
    ]),
  );
  return (entityId: string) => authors.get(entityId) ?? null;
}
