import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  automationParamSchema,
  changeImpactQuerySchema,
  changePageQuerySchema,
  optionalSkuQuerySchema,
  skuQuerySchema,
} from "../../contracts/automation/change-api.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { changeMembers } from "../../services/automation/change-members";
import { changeImpact } from "../../services/automation/impact/change-impact";
import { listChanges } from "../../services/automation/list-changes";
import { previewChanges } from "../../services/automation/preview";
import { automationStatus } from "../../services/automation/status";
import { ok } from "../respond";

const param = validate("param", automationParamSchema);

/**
 * GET /api/automation/{profileId}/changes, /impact (issue 33), /change-members (issue 34), /status and
 * /preview (issue 16).
 */
export const changeReadRoutes = new Hono<AppEnv>()
  .get("/:profileId/changes", param, validate("query", changePageQuerySchema), profileAccess(), async (c) =>
    ok(c, await listChanges(c.var.db, c.var.profile, c.req.valid("query"))),
  )
  .get("/:profileId/change-members", param, profileAccess(), async (c) =>
    ok(c, await changeMembers(c.var.db, c.var.profile.id)),
  )
  .get("/:profileId/impact", param, validate("query", changeImpactQuerySchema), profileAccess(), async (c) =>
    ok(
      c,
      await changeImpact(
        c.var.db,
        { organisationId: c.var.membership.organisationId, profile: c.var.profile },
        c.req.valid("query"),
      ),
    ),
  )
  .get("/:profileId/status", param, validate("query", optionalSkuQuerySchema), profileAccess(), async (c) => {
    const now = await c.var.now();
    return ok(c, await automationStatus(c.var.db, c.var.profile, c.req.valid("query").skuId, now));
  })
  .get("/:profileId/preview", param, validate("query", skuQuerySchema), profileAccess(), async (c) => {
    const now = await c.var.now();
    return ok(c, await previewChanges(c.var.db, c.env, c.var.profile.id, c.req.valid("query").skuId, now));
  });
