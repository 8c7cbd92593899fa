import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { ok } from "../../lib/respond";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { validate } from "../../middleware/validate";
import { createAdvertisedSkus } from "../../services/advertised-sku-create";
import { type AdvertisedSkuChange, updateAdvertisedSku } from "../../services/advertised-sku-update";
import { newSkusSchema, profileParamSchema, skuParamSchema } from "./advertised-sku.schemas";
import { parseSkuSettings } from "./settings/parse-settings";
import { skuUpdateSchema } from "./sku-update.schemas";

/** POST /api/advertised-sku/{profileId} and PUT /api/advertised-sku/{profileId}/{skuId} (spec 001 §7). */
export const skuMutationRoutes = new Hono<AppEnv>()
  .post(
    "/:profileId",
    refuseWhenAdLimitReached(),
    validate("param", profileParamSchema),
    validate("json", newSkusSchema),
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
    async (c) => {
      const { profile } = c.var;
      const { skuId } = c.req.valid("param");
      const body = c.req.valid("json");
      const settings = await parseSkuSettings(c.env, profile.timezone, body);
      const change = { ...body, ...settings } as AdvertisedSkuChange;
      const amazon = async () => ({ profile, client: await c.var.ads() });
      return ok(c, await updateAdvertisedSku(c.var.db, amazon, profile.id, skuId, change));
    },
  );
