import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { validationError } from "../../contracts/api-error";
import { rangeLength } from "../../contracts/date-range";
import {
  dashboardQuerySchema,
  MAX_STATISTICS_DAYS,
  RANGE_TOO_LONG,
  statisticsQuerySchema,
} from "../../contracts/statistics/statistics.schemas";
import { profilesInScope } from "../../middleware/profiles-in-scope";
import { validate } from "../../middleware/validate";
import { dashboard } from "../../services/statistics/dashboard";
import { resolveRange } from "../../services/statistics/report-range";
import { scopeMoney } from "../../services/statistics/scope-money";
import { statistics } from "../../services/statistics/statistics";
import { ok } from "../respond";

/** Marketplace dates of a scope without profiles: any zone will do, there are no figures. */
const FALLBACK_TIMEZONE = "UTC";

/** /api/statistics: the dashboard's counts and tiles, and the Analytics figures (spec 000 §2.5, §3, §7). */
export const statisticsRoutes = new Hono<AppEnv>()
  .get("/dashboard", validate("query", dashboardQuerySchema), profilesInScope(), async (c) => {
    const scope = {
      organisationId: c.var.membership.organisationId,
      profileId: c.req.valid("query").profileId,
      profiles: c.var.profiles,
    };
    return ok(c, await dashboard(c.var.db, scope, await c.var.now()));
  })
  .get("/", validate("query", statisticsQuerySchema), profilesInScope(), async (c) => {
    const { startDate, endDate, state, profileId, advertisedSkuId, compare } = c.req.valid("query");
    const { organisationId } = c.var.membership;
    const [profile] = c.var.profiles;
    const timezone = profile?.timezone ?? FALLBACK_TIMEZONE;
    const range = await resolveRange({ startDate, endDate }, timezone, c.var.now);
    if (rangeLength(range) > MAX_STATISTICS_DAYS) throw validationError("startDate", RANGE_TOO_LONG);
    const scope = { organisationId, profileId, state, advertisedSkuId };
    const money = scopeMoney(c.var.profiles);
    return ok(c, await statistics(c.var.db, scope, range, money, compare === "PREVIOUS"));
  });
