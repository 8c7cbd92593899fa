import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  newSkusSchema,
  profileParamSchema,
  skuParamSchema,
} from "../../contracts/advertised-skus/advertised-sku.schemas";
import { skuUpdateSchema } from "../../contracts/advertised-skus/sku-update.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { createAdvertisedSkus } from "../../services/advertised-skus/create";
import { storedSeasonality } from "../../services/advertised-skus/queries";
import { type AdvertisedSkuChange, updateAdvertisedSku } from "../../services/advertised-skus/update";
import { ok } from "../respond";
import { parseSkuSettings } from "./parse-settings";

/** POST /api/advertised-sku/{profileId} and PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §7). */
export const skuMutationRoutes = new Hono<AppEnv>()
  .post(
    "/:profileId",
    refuseWhenAdLimitReached(),
    validate("param", profileParamSchema),
    validate("json", newSkusSchema),
    profileAccess(),
    async (c) => {
      const { db, profile } = c.var;
      const client = await c.var.ads();
      return ok(c, { advertisedSKUs: await createAdvertisedSkus(db, client, profile, c.req.valid("json")) });
    },
  )
  .put(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    validate("json", skuUpdateSchema),
    profileAccess(),
    async (c) => {
      const { profile } = c.var;
      const { skuId } = c.req.valid("param");
      const body = c.req.valid("json");
      const stored =
        body.seasonality === undefined ? null : await storedSeasonality(c.var.db, profile.id, skuId);
      const settings = await parseSkuSettings(c.var.now, profile.timezone, body, stored);
      const change = { ...body, ...settings } as AdvertisedSkuChange;
      const amazon = async () => ({ profile, client: await c.var.ads() });
      return ok(c, await updateAdvertisedSku(c.var.db, amazon, profile, skuId, change));
    },
  );
