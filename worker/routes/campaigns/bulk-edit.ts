import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../app-env";
import { bulkEditSchema } from "../../contracts/campaigns/bulk-edit.schemas";
import { profileIdField } from "../../contracts/profile-id.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { applyBulkEdit } from "../../services/campaigns/bulk-edit/apply";
import { previewBulkEdit } from "../../services/campaigns/bulk-edit/preview";
import { changeMember } from "../change-author";
import { ok } from "../respond";

const param = validate("param", v.object({ profileId: profileIdField }));
const body = validate("json", bulkEditSchema);

/** POST /api/campaigns/{profileId}/bulk/preview and /bulk: one budget or state edit of many campaigns (issue 33). */
export const bulkEditRoutes = new Hono<AppEnv>()
  .post("/:profileId/bulk/preview", param, body, profileAccess(), async (c) =>
    ok(c, await previewBulkEdit(c.var.db, c.var.profile, c.req.valid("json"), await c.var.now())),
  )
  .post("/:profileId/bulk", refuseWhenAdLimitReached(), param, body, profileAccess(), async (c) =>
    ok(
      c,
      await applyBulkEdit(
        c.var.db,
        c.var.ads,
        c.var.profile,
        c.req.valid("json"),
        await c.var.now(),
        await changeMember(c),
      ),
    ),
  );
