import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import { advertiseSku } from "../../services/sku-structure/advertise";
import { ok } from "../respond";

/** POST /api/campaigns/{profileId}/auto/{skuId}: Advertise, the SKU's campaign structure on Amazon (spec 001 §4, §7). */
export const autoCampaignRoutes = new Hono<AppEnv>().post(
  "/:profileId/auto/:skuId",
  requireUser(),
  refuseWhenAdLimitReached(),
  validate("param", skuParamSchema),
  async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const { profile, client } = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
    return ok(c, await advertiseSku(c.var.db, client, profile, skuId));
  },
);
