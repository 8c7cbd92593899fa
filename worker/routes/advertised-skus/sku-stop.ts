import { Hono } from "hono";
import { requireSku } from "../../access/advertised-sku";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { stopAdvertising } from "../../services/sku-structure/stop";
import { ok } from "../respond";

/** PUT /api/advertised-sku/{profileId}/{skuId}/stop: Stop (spec 001 §4) pauses the SKU's campaigns. */
export const skuStopRoutes = new Hono<AppEnv>().put(
  "/:profileId/:skuId/stop",
  refuseWhenAdLimitReached(),
  validate("param", skuParamSchema),
  profileAccess(),
  async (c) => {
    const { db, profile } = c.var;
    const client = await c.var.ads();
    const sku = await requireSku(db, profile.id, c.req.valid("param").skuId);
    return ok(c, await stopAdvertising(db, client, profile, sku));
  },
);
