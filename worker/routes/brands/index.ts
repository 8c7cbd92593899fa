import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { brandNameFormSchema } from "../../contracts/advertised-skus/sku-fields.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { launchBrand, updateBrand } from "../../services/sku-structure/brand";
import { ok } from "../respond";

/** /api/brands/{profileId}/{skuId}: the Brand panel's Update and Launch Brand (spec 001 §4, §7). */
export const brandRoutes = new Hono<AppEnv>()
  .put(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    validate("json", brandNameFormSchema),
    profileAccess(),
    async (c) => {
      const { skuId } = c.req.valid("param");
      return ok(c, await updateBrand(c.var.db, c.var.profile.id, skuId, c.req.valid("json").brandName));
    },
  )
  .post(
    "/:profileId/:skuId/launch",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    profileAccess(),
    async (c) => {
      const client = await c.var.ads();
      return ok(c, await launchBrand(c.var.db, client, c.var.profile, c.req.valid("param").skuId));
    },
  );
