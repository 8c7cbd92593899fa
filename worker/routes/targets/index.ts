import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  asinLookupQuerySchema,
  asinTargetChangeSchema,
  asinTargetListQuerySchema,
  newAsinTargetSchema,
  recommendedQuerySchema,
  targetParamSchema,
} from "../../contracts/sku-targets/targets.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { lookupAsin, recommendedAsins } from "../../services/sku-targets/asin-lookup";
import { skuAsinTargetPage } from "../../services/sku-targets/asin-targets";
import { createAsinTarget } from "../../services/sku-targets/create";
import { updateAsinTarget, updateNegativeTargetState } from "../../services/sku-targets/update";
import { sellerEditBy } from "../change-author";
import { ok } from "../respond";
import { adsAccess, negativeStateOf, pageOf, skuParam } from "./sku-handlers";

/** /api/targets/{profileId}/…: an advertised SKU's ASIN targets (spec 001 §4, §5, §7). */
export const targetRoutes = new Hono<AppEnv>()
  .get(
    "/:profileId/:skuId/asin",
    skuParam,
    validate("query", asinLookupQuerySchema),
    profileAccess(),
    async (c) => {
      const access = await adsAccess(c);
      return ok(c, await lookupAsin(c.var.db, access, c.req.valid("param").skuId, c.req.valid("query").asin));
    },
  )
  .get(
    "/:profileId/:skuId/recommended",
    skuParam,
    validate("query", recommendedQuerySchema),
    profileAccess(),
    async (c) => {
      const access = await adsAccess(c);
      return ok(
        c,
        await recommendedAsins(c.var.db, access, c.req.valid("param").skuId, c.req.valid("query")),
      );
    },
  )
  .get("/:profileId/:skuId", ...pageOf(asinTargetListQuerySchema, skuAsinTargetPage))
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    skuParam,
    validate("json", newAsinTargetSchema),
    profileAccess(),
    async (c) => {
      const { skuId } = c.req.valid("param");
      const access = await adsAccess(c);
      return ok(c, await createAsinTarget(c.var.db, access, skuId, c.req.valid("json").productAsin));
    },
  )
  .put(
    "/:profileId/target/:targetId",
    refuseWhenAdLimitReached(),
    validate("param", targetParamSchema),
    validate("json", asinTargetChangeSchema),
    profileAccess(),
    async (c) => {
      const { targetId } = c.req.valid("param");
      const access = await adsAccess(c);
      return ok(
        c,
        await updateAsinTarget(
          c.var.db,
          access,
          targetId,
          c.req.valid("json"),
          await c.var.now(),
          await sellerEditBy(c),
        ),
      );
    },
  )
  .put("/:profileId/negative-target/:id", ...negativeStateOf(updateNegativeTargetState));
