import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { validationError } from "../../lib/api-error";
import { marketplaceNow } from "../../lib/marketplace-clock";
import { ok } from "../../lib/respond";
import { rangeLength } from "../../metrics/date-range";
import { profilesInScope } from "../../middleware/profiles-in-scope";
import { validate } from "../../middleware/validate";
import { dashboard } from "../../services/dashboard";
import { resolveRange } from "../../services/report-range";
import { statistics } from "../../services/statistics";
import {
  dashboardQuerySchema,
  MAX_STATISTICS_DAYS,
  RANGE_TOO_LONG,
  statisticsQuerySchema,
} from "./statistics.schemas";

/** Marketplace dates of a scope without profiles: any zone will do, there are no figures. */
const FALLBACK_TIMEZONE = "UTC";

/** /api/statistics: the dashboard's counts and tiles, and the Analytics figures (spec 000 §2.5, §3, §7). */
export const statisticsRoutes = new Hono<AppEnv>()
  .get("/dashboard", validate("query", dashboardQuerySchema), profilesInScope(), async (c) => {
    const scope = {
      userId: c.var.user.id,
      profileId: c.req.valid("query").profileId,
      profiles: c.var.profiles,
    };
    return ok(c, await dashboard(c.var.db, scope, await marketplaceNow(c.env)));
  })
  .get("/", validate("query", statisticsQuerySchema), profilesInScope(), async (c) => {
    const { startDate, endDate, state, profileId, advertisedSkuId } = c.req.valid("query");
    const userId = c.var.user.id;
    const [profile] = c.var.profiles;
    const timezone = profile?.timezone ?? FALLBACK_TIMEZONE;
    const range = await resolveRange({ startDate, endDate }, timezone, () => marketplaceNow(c.env));
    if (rangeLength(range) > MAX_STATISTICS_DAYS) throw validationError("startDate", RANGE_TOO_LONG);
    return ok(c, await statistics(c.var.db, { userId, profileId, state, advertisedSkuId }, range));
  });
