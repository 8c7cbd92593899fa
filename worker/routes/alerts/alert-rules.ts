import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { alertRulesParamSchema, alertRulesSchema } from "../../contracts/alerts/alert-rules.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { readAlertRules, saveAlertRules } from "../../services/alerts/alert-rules-store";
import { ok } from "../respond";

/** GET and PUT /api/alerts/{profileId}/rules: the profile's alert rules, defaults until saved. */
export const alertRuleRoutes = new Hono<AppEnv>()
  .get("/:profileId/rules", validate("param", alertRulesParamSchema), profileAccess(), async (c) =>
    ok(c, await readAlertRules(c.var.db, c.var.profile.id)),
  )
  .put(
    "/:profileId/rules",
    validate("param", alertRulesParamSchema),
    validate("json", alertRulesSchema),
    profileAccess(),
    async (c) => ok(c, await saveAlertRules(c.var.db, c.var.profile.id, c.req.valid("json"))),
  );
