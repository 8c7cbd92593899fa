import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import type { AdvertisedSkusById } from "../../contracts/advertised-skus/advertised-sku";
import {
  profileParamSchema,
  skuPageQuerySchema,
  skuParamSchema,
} from "../../contracts/advertised-skus/advertised-sku.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import {
  advertisedSkuDetail,
  advertisedSkuPage,
  allAdvertisedSkus,
} from "../../services/advertised-skus/queries";
import { budgetSplitView } from "../../services/sku-structure/budget-split-view";
import { ok } from "../respond";

/**
 * GET /api/advertised-sku/{profileId}/page, /list and /{skuId} (spec 001 §7), and /{skuId}/budget-split:
 * the campaigns that share the SKU's Max budget (issue 29).
 */
export const skuReadRoutes = new Hono<AppEnv>()
  .get(
    "/:profileId/page",
    validate("param", profileParamSchema),
    validate("query", skuPageQuerySchema),
    profileAccess(),
    async (c) => ok(c, await advertisedSkuPage(c.var.db, c.var.profile, c.req.valid("query"))),
  )
  .get("/:profileId/list", validate("param", profileParamSchema), profileAccess(), async (c) => {
    const skus = await allAdvertisedSkus(c.var.db, c.var.profile);
    const byId: AdvertisedSkusById = { advertisedSKUs: Object.fromEntries(skus.map((sku) => [sku.id, sku])) };
    return ok(c, byId);
  })
  .get("/:profileId/:skuId/budget-split", validate("param", skuParamSchema), profileAccess(), async (c) =>
    ok(c, await budgetSplitView(c.var.db, c.var.profile, c.req.valid("param").skuId, await c.var.now())),
  )
  .get("/:profileId/:skuId", validate("param", skuParamSchema), profileAccess(), async (c) =>
    ok(c, await advertisedSkuDetail(c.var.db, c.var.profile, c.req.valid("param").skuId)),
  );
