import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { hourGridQuerySchema } from "../../contracts/day-parting/hour-grid";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { hourGridView } from "../../services/day-parting/hour-grid-view";
import { ok } from "../respond";

/** GET /api/advertised-sku/{profileId}/{skuId}/hour-grid?days=14|30|60: the day-parting heatmap (issue 33). */
export const skuHourGridRoutes = new Hono<AppEnv>().get(
  "/:profileId/:skuId/hour-grid",
  validate("param", skuParamSchema),
  validate("query", hourGridQuerySchema),
  profileAccess(),
  async (c) => {
    const { skuId } = c.req.valid("param");
    return ok(
      c,
      await hourGridView(c.var.db, c.var.profile, skuId, c.req.valid("query").days, await c.var.now()),
    );
  },
);
