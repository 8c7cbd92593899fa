import { Hono } from "hono";
import { listOwnProfiles } from "../access/own-profile";
import type { AppEnv } from "../app-env";
import type { ProfileSyncStatus } from "../contracts/sync-status";
import { syncStatus } from "../db/ads-schema";
import { inList } from "../db/in-list";
import { syncStatusView } from "../mirror/sync-status";
import { ok } from "./respond";

/** GET /api/sync/status: per profile of the organisation, what is syncing and when it last succeeded. */
export const syncStatusRoutes = new Hono<AppEnv>().get("/status", async (c) => {
  const profiles = await listOwnProfiles(c.var.db, c.var.membership.organisationId);
  const ids = profiles.map((profile) => profile.id);
  const rows =
    ids.length === 0 ? [] : await c.var.db.select().from(syncStatus).where(inList(syncStatus.profileId, ids));
  return ok<ProfileSyncStatus[]>(c, rows.map(syncStatusView));
});
