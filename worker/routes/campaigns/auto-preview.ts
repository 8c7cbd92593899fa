import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { advertisePreview } from "../../services/sku-structure/advertise-preview";
import { ok } from "../respond";

/**
 * GET /api/campaigns/{profileId}/auto/{skuId}/preview: what Advertise will build and start, read
 * from our database only (issue 29, item 9); the web app shows it before the seller confirms.
 */
export const autoPreviewRoutes = new Hono<AppEnv>().get(
  "/:profileId/auto/:skuId/preview",
  validate("param", skuParamSchema),
  profileAccess(),
  async (c) => ok(c, await advertisePreview(c.var.db, c.var.profile, c.req.valid("param").skuId)),
);
