import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { marketplaceNow } from "../../lib/marketplace-clock";
import { ok } from "../../lib/respond";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { dashboard } from "../../services/dashboard";
import { listOwnProfiles, requireOwnProfile } from "../../services/own-profile";
import { dashboardQuerySchema } from "./statistics.schemas";

/** /api/statistics: the dashboard's counts and tiles (spec 000 §2.5, §3, §7). */
export const statisticsRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get("/dashboard", validate("query", dashboardQuerySchema), async (c) => {
    const { profileId } = c.req.valid("query");
    const userId = c.var.user.id;
    const profiles =
      profileId === undefined
        ? await listOwnProfiles(c.var.db, userId)
        : [await requireOwnProfile(c.var.db, userId, profileId)];
    return ok(c, await dashboard(c.var.db, { userId, profileId, profiles }, await marketplaceNow(c.env)));
  });
