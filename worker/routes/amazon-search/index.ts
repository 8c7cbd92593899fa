import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  productSearchParamSchema,
  productSearchQuerySchema,
} from "../../contracts/advertised-skus/product-search.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { searchMarketplaceProducts } from "../../services/advertised-skus/product-search";
import { ok } from "../respond";

/** GET /api/amazon/search/{profileId}?sku&limit&cursor: the seller's marketplace products (spec 001 §2, §7). */
export const amazonSearchRoutes = new Hono<AppEnv>().get(
  "/:profileId",
  validate("param", productSearchParamSchema),
  validate("query", productSearchQuerySchema),
  profileAccess(),
  async (c) => {
    const client = await c.var.ads();
    return ok(c, await searchMarketplaceProducts(c.var.db, client, c.var.profile, c.req.valid("query")));
  },
);
