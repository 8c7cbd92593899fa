import { and, asc, eq, sql } from "drizzle-orm";
import { ApiError, validationError } from "../../contracts/api-error";
import {
  MAX_VIEWS_PER_LIST,
  type SavedView,
  type SavedViewList,
  type SaveView,
  type ViewState,
} from "../../contracts/saved-views/saved-views.schemas";
import type { Database } from "../../db/client";
import { savedViews } from "../../db/saved-views-schema";

export const VIEW_LIMIT_REACHED = `A list can have at most ${MAX_VIEWS_PER_LIST} saved views: delete one first`;

type Row = { id: number; name: string; view: string; updatedAt: number | Date };

const wire = (row: Row): SavedView => ({
  id: row.id,
  name: row.name,
  view: JSON.parse(row.view) as ViewState,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** The seller's views of one list, by name. */
export async function listSavedViews(
  db: Database,
  userId: string,
  list: SavedViewList,
): Promise<SavedView[]> {
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .orderBy(asc(sql`${savedViews.name} collate nocase`), asc(savedViews.id));
  return rows.map(wire);
}

/**
 * Saves a view under its name: a new name adds one while the list has fewer than the limit (checked
 * in the same statement, so two saves at once cannot pass it); a name the list has replaces its view.
 */
export async function saveView(
  db: Database,
  userId: string,
  list: SavedViewList,
  { name, view }: SaveView,
): Promise<SavedView> {
  const [row] = await db.all<Row>(sql`
    insert into saved_views (user_id, list, name, view, updated_at)
    select ${userId}, ${list}, ${name}, ${JSON.stringify(view)}, ${Date.now()}
    where exists (select 1 from saved_views where user_id = ${userId} and list = ${list} and name = ${name})
      or (select count(*) from saved_views where user_id = ${userId} and list = ${list}) < ${MAX_VIEWS_PER_LIST}
    on conflict (user_id, list, name) do update set view = excluded.view, updated_at = excluded.updated_at
    returning id, name, view, updated_at as updatedAt`);
  if (!row) throw validationError("name", VIEW_LIMIT_REACHED);
  return wire(row);
}

/** Deletes one of the seller's views; 1006 for any other id (another list's, another seller's, unknown). */
export async function deleteSavedView(db: Database, userId: string, list: SavedViewList, viewId: number) {
  const [deleted] = await db
    .delete(savedViews)
    .where(and(eq(savedViews.id, viewId), eq(savedViews.userId, userId), eq(savedViews.list, list)))
    .returning({ id: savedViews.id });
  if (!deleted) throw new ApiError(1006, "This saved view does not exist.");
  return { id: deleted.id };
}
