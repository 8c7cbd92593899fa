import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  savedViewListParamSchema,
  savedViewParamSchema,
  saveViewSchema,
} from "../../contracts/saved-views/saved-views.schemas";
import { validate } from "../../middleware/validate";
import { deleteSavedView, listSavedViews, saveView } from "../../services/saved-views/saved-views";
import { ok } from "../respond";

const listParam = validate("param", savedViewListParamSchema);

/** /api/users/saved-views/{list}[/{viewId}]: the signed-in seller's saved views of a list (issue 33). */
export const savedViewRoutes = new Hono<AppEnv>()
  .get("/:list", listParam, async (c) =>
    ok(c, await listSavedViews(c.var.db, c.var.user.id, c.req.valid("param").list)),
  )
  .post("/:list", listParam, validate("json", saveViewSchema), async (c) =>
    ok(c, await saveView(c.var.db, c.var.user.id, c.req.valid("param").list, c.req.valid("json"))),
  )
  .delete("/:list/:viewId", validate("param", savedViewParamSchema), async (c) => {
    const { list, viewId } = c.req.valid("param");
    return ok(c, await deleteSavedView(c.var.db, c.var.user.id, list, viewId));
  });
