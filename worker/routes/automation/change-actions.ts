import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import type { SuccessEnvelope } from "../../contracts/api-response";
import type { RunNowResult } from "../../contracts/automation/change-api";
import {
  automationParamSchema,
  batchParamSchema,
  changeParamSchema,
} from "../../contracts/automation/change-api.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { runAutomationNow } from "../../services/automation/run-now";
import { undoChangeRow } from "../../services/automation/undo";
import { undoBatch } from "../../services/automation/undo-batch";
import { changeMember } from "../change-author";
import { ok } from "../respond";

/** POST /api/automation/{profileId}/changes/{changeId}/undo, /batches/{batchId}/undo (issue 33) and /run (issue 16). */
export const changeActionRoutes = new Hono<AppEnv>()
  .post(
    "/:profileId/changes/:changeId/undo",
    refuseWhenAdLimitReached(),
    validate("param", changeParamSchema),
    profileAccess(),
    async (c) => {
      const now = await c.var.now();
      const { changeId } = c.req.valid("param");
      return ok(c, await undoChangeRow(c.var.db, c.env, c.var.profile, changeId, now, await changeMember(c)));
    },
  )
  .post(
    "/:profileId/batches/:batchId/undo",
    refuseWhenAdLimitReached(),
    validate("param", batchParamSchema),
    profileAccess(),
    async (c) => {
      const now = await c.var.now();
      return ok(
        c,
        await undoBatch(
          c.var.db,
          c.env,
          c.var.profile,
          c.req.valid("param").batchId,
          now,
          await changeMember(c),
        ),
      );
    },
  )
  .post("/:profileId/run", validate("param", automationParamSchema), profileAccess(), async (c) => {
    const result = await runAutomationNow(c.var.db, c.env.SYNC_QUEUE, c.var.profile.id, new Date());
    return c.json<SuccessEnvelope<RunNowResult>, 202>({ status: "SUCCESS", data: result }, 202);
  });
