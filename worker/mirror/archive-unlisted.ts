import { and, eq, lt, ne } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { spAdGroups, spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";

/**
 * After a complete listing of every SP kind that began at `listedFrom`, the profile's rows it did not
 * return (stamped before it) are entities Amazon no longer has: deletion archives on Amazon and the
 * listing (no state filter) still returns ARCHIVED ones, so these were removed for good. They become
 * ARCHIVED rather than deleted: automation history, SKU structure, boosts and managed campaigns name
 * them, and every screen and rule already reads ARCHIVED as "no longer on Amazon" (shown, never acted
 * on). Should one come back in a later listing, that listing's row replaces the mark. One transaction.
 */
export async function archiveUnlisted(db: Database, profileId: number, listedFrom: Date) {
  const unlisted = (table: { profileId: SQLiteColumn; syncedAt: SQLiteColumn; state: SQLiteColumn }) =>
    and(eq(table.profileId, profileId), lt(table.syncedAt, listedFrom), ne(table.state, "ARCHIVED"));
  const archived = { state: "ARCHIVED" };
  await db.batch([
    db.update(spCampaigns).set(archived).where(unlisted(spCampaigns)),
    db.update(spAdGroups).set(archived).where(unlisted(spAdGroups)),
    db.update(spProductAds).set(archived).where(unlisted(spProductAds)),
    db.update(spKeywords).set(archived).where(unlisted(spKeywords)),
    db.update(spTargets).set(archived).where(unlisted(spTargets)),
  ]);
}
