import { and, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { OwnProfile } from "../../../access/own-profile";
import { localDate } from "../../../clock/zone-clock";
import type { ChangeImpactQuery } from "../../../contracts/automation/change-api.schemas";
import { NO_RULE } from "../../../contracts/automation/change-author";
import type { ChangeImpact } from "../../../contracts/automation/change-impact";
import { advertisedSkus } from "../../../db/ads-schema";
import { automationChanges } from "../../../db/automation-schema";
import type { Database } from "../../../db/client";
import { reportedThrough } from "../../statistics/reported-through";
import { filtersOf } from "../list-changes";
import { skuWindows } from "./sku-windows";
import { harvestedSince, negatedSpend } from "./term-impact";

/** The most (rule, SKU) groups an answer holds: those with the most changes. */
export const MAX_IMPACT_GROUPS = 50;

/**
 * GET /api/automation/{profileId}/impact: for the filter's applied changes (undos and changes never
 * applied left out), each rule's and SKU's figures in the N days before and after its first change,
 * and what the harvested keywords have sold and the negated terms had spent.
 */
export async function changeImpact(
  db: Database,
  owner: { organisationId: string; profile: OwnProfile },
  query: ChangeImpactQuery,
): Promise<ChangeImpact> {
  const { days, ...filter } = query;
  const { profile } = owner;
  const applied = and(
    ...(await filtersOf(db, profile, filter)),
    inArray(automationChanges.status, ["APPLIED", "UNDONE"]),
    isNull(automationChanges.undoesChangeId),
  );
  const dayOf = (ms: number) => localDate(new Date(ms), profile.timezone);
  const [grouped, additions, through] = await Promise.all([
    db
      .select({
        rule: automationChanges.rule,
        skuId: automationChanges.advertisedSkuId,
        sku: advertisedSkus.sku,
        changes: count(),
        firstAt: sql<number>`min(${automationChanges.plannedAt})`.mapWith(Number),
      })
      .from(automationChanges)
      .innerJoin(advertisedSkus, eq(advertisedSkus.id, automationChanges.advertisedSkuId))
      .where(applied)
      .groupBy(automationChanges.rule, automationChanges.advertisedSkuId)
      .orderBy(desc(count()), automationChanges.rule)
      .limit(MAX_IMPACT_GROUPS),
    db
      .select({
        action: automationChanges.action,
        campaignId: automationChanges.campaignId,
        entityId: automationChanges.entityId,
        plannedAt: automationChanges.plannedAt,
      })
      .from(automationChanges)
      .where(and(applied, inArray(automationChanges.kind, ["ADD_KEYWORD", "ADD_NEGATIVE_KEYWORD"]))),
    reportedThrough(db, { organisationId: owner.organisationId, profileId: profile.id, state: "ALL" }),
  ]);
  const starts = grouped.map(({ firstAt, rule, ...group }) => ({
    ...group,
    rule: rule === NO_RULE ? null : rule,
    changedOn: dayOf(firstAt),
  }));
  const dated = additions.map((row) => ({ ...row, changedOn: dayOf(row.plannedAt.getTime()) }));
  const [groups, harvested, negated] = await Promise.all([
    skuWindows(db, owner, starts, days, through),
    harvestedSince(db, profile.id, dated),
    negatedSpend(db, profile.id, dated, days),
  ]);
  return { days, currency: profile.currencyCode, reportedThrough: through, groups, harvested, negated };
}
