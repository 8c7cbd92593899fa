import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { advertiseSku } from "../../services/sku-structure/advertise";
import { ok } from "../respond";

/** POST /api/campaigns/{profileId}/auto/{skuId}: Advertise, the SKU's campaign structure on Amazon (spec 001 §4, §7). */
export const autoCampaignRoutes = new Hono<AppEnv>().post(
  "/:profileId/auto/:skuId",
  refuseWhenAdLimitReached(),
  validate("param", skuParamSchema),
  profileAccess(),
  async (c) => {
    const client = await c.var.ads();
    return ok(c, await advertiseSku(c.var.db, client, c.var.profile, c.req.valid("param").skuId));
  },
);
