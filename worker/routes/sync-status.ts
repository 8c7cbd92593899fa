import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { ProfileSyncStatus } from "../contracts/sync-status";
import { syncStatus } from "../db/ads-schema";
import { inList } from "../db/in-list";
import { amazonAccounts, amazonProfiles } from "../db/schema";
import { syncStatusView } from "../mirror/sync-status";
import { ok } from "./respond";

/** GET /api/sync/status: per profile of the user, what is syncing and when it last succeeded. */
export const syncStatusRoutes = new Hono<AppEnv>().get("/status", async (c) => {
  const profiles = await c.var.db
    .select({ id: amazonProfiles.id })
    .from(amazonProfiles)
    .innerJoin(amazonAccounts, eq(amazonAccounts.tokenId, amazonProfiles.tokenId))
    .where(eq(amazonAccounts.userId, c.var.user.id));
  const ids = profiles.map((profile) => profile.id);
  const rows =
    ids.length === 0 ? [] : await c.var.db.select().from(syncStatus).where(inList(syncStatus.profileId, ids));
  return ok<ProfileSyncStatus[]>(c, rows.map(syncStatusView));
});
