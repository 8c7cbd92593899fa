import { and, desc, eq, gte, inArray, lt, or, type SQL } from "drizzle-orm";
import { requireSku } from "../../access/advertised-sku";
import type { OwnProfile } from "../../access/own-profile";
import type { ChangePage, ChangeRow } from "../../contracts/automation/change-api";
import type { ChangeFilter, ChangePageQuery } from "../../contracts/automation/change-api.schemas";
import { actorNameOf, NO_RULE } from "../../contracts/automation/change-author";
import { shiftDate } from "../../contracts/date-range";
import { startOfZonedDay } from "../../contracts/zoned-time";
import { advertisedSkus } from "../../db/ads-schema";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { decodeCursor, encodeCursor } from "./change-cursor";
import { loadChangeEntities } from "./change-entities";
import { previewRowOf } from "./change-view";
import { undoability } from "./undoable";

type ChangeRowData = typeof automationChanges.$inferSelect & { sku: string };

/** The History's lines for logged changes: labels and current values from the mirror, undoable or why not. */
export async function changeRowsOf(
  db: Database,
  profile: Pick<OwnProfile, "id" | "currencyCode">,
  rows: ChangeRowData[],
): Promise<ChangeRow[]> {
  if (rows.length === 0) return [];
  const profileId = profile.id;
  const [loaded, undoes] = await Promise.all([
    loadChangeEntities(db, profileId, rows),
    db
      .select({ undoesChangeId: automationChanges.undoesChangeId })
      .from(automationChanges)
      .where(
        and(
          eq(automationChanges.profileId, profileId),
          inList(
            automationChanges.undoesChangeId,
            rows.map((row) => row.id),
          ),
          inArray(automationChanges.status, ["PLANNED", "APPLIED"]),
        ),
      ),
  ]);
  const undone = new Set(undoes.map((row) => row.undoesChangeId));
  return rows.map((row) => {
    const line = {
      action: row.action,
      rule: row.rule === NO_RULE ? null : row.rule,
      skuId: row.advertisedSkuId,
      campaignId: row.campaignId,
      reason: row.reason,
      entityId: row.entityId,
    };
    const { undoable, why } = undoability(row, undone.has(row.id), loaded, profile.currencyCode);
    return {
      id: row.id,
      time: row.plannedAt.toISOString(),
      ...previewRowOf(loaded, line, row.sku),
      who: row.actor,
      actorUserId: row.actorUserId,
      actorName: actorNameOf(row.actor, row.actorName),
      batchId: row.batchId,
      status: row.status,
      error: row.error ?? why,
      undoable,
    };
  });
}

/** The filters of a History page (or of the impact), as SQL: the profile's changes, then each filter given. */
export async function filtersOf(
  db: Database,
  profile: OwnProfile,
  query: ChangeFilter & { cursor?: string },
): Promise<SQL[]> {
  const where: SQL[] = [eq(automationChanges.profileId, profile.id)];
  if (query.skuId !== undefined) {
    await requireSku(db, profile.id, query.skuId);
    where.push(eq(automationChanges.advertisedSkuId, query.skuId));
  }
  if (query.campaignId !== undefined) where.push(eq(automationChanges.campaignId, query.campaignId));
  if (query.rule !== undefined) where.push(eq(automationChanges.rule, query.rule));
  if (query.who !== undefined) where.push(eq(automationChanges.actor, query.who));
  if (query.memberId !== undefined) where.push(eq(automationChanges.actorUserId, query.memberId));
  if (query.from !== undefined)
    where.push(gte(automationChanges.plannedAt, startOfZonedDay(query.from, profile.timezone)));
  if (query.to !== undefined) {
    where.push(lt(automationChanges.plannedAt, startOfZonedDay(shiftDate(query.to, 1), profile.timezone)));
  }
  if (query.cursor !== undefined) {
    const { plannedAtMs, id } = decodeCursor(query.cursor);
    const at = new Date(plannedAtMs);
    const before = or(
      lt(automationChanges.plannedAt, at),
      and(eq(automationChanges.plannedAt, at), lt(automationChanges.id, id)),
    );
    if (before) where.push(before);
  }
  return where;
}

/** GET /api/automation/{profileId}/changes: newest first, `limit` a page, the cursor after the last. */
export async function listChanges(
  db: Database,
  profile: OwnProfile,
  query: ChangePageQuery,
): Promise<ChangePage> {
  const where = await filtersOf(db, profile, query);
  const rows = await db
    .select({ change: automationChanges, sku: advertisedSkus.sku })
    .from(automationChanges)
    .innerJoin(advertisedSkus, eq(advertisedSkus.id, automationChanges.advertisedSkuId))
    .where(and(...where))
    .orderBy(desc(automationChanges.plannedAt), desc(automationChanges.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit).map(({ change, sku }) => ({ ...change, sku }));
  const last = page[page.length - 1];
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({ plannedAtMs: last.plannedAt.getTime(), id: last.id })
      : null;
  return { changes: await changeRowsOf(db, profile, page), nextCursor };
}
