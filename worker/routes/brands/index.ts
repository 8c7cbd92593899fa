import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { brandNameFormSchema } from "../../contracts/advertised-skus/sku-fields.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { requireOwnProfile } from "../../services/amazon-accounts/own-profile";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import { launchBrand, updateBrand } from "../../services/sku-structure/brand";
import { ok } from "../respond";

/** /api/brands/{profileId}/{skuId}: the Brand panel's Update and Launch Brand (spec 001 §4, §7). */
export const brandRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .put(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    validate("json", brandNameFormSchema),
    async (c) => {
      const { profileId, skuId } = c.req.valid("param");
      const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
      return ok(c, await updateBrand(c.var.db, profile.id, skuId, c.req.valid("json").brandName));
    },
  )
  .post(
    "/:profileId/:skuId/launch",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    async (c) => {
      const { profileId, skuId } = c.req.valid("param");
      const { profile, client } = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await launchBrand(c.var.db, client, profile, skuId));
    },
  );
