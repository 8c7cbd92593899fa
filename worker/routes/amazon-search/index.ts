import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  productSearchParamSchema,
  productSearchQuerySchema,
} from "../../contracts/advertised-skus/product-search.schemas";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { searchMarketplaceProducts } from "../../services/advertised-skus/product-search";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import { ok } from "../respond";

/** GET /api/amazon/search/{profileId}?sku&limit&cursor: the seller's marketplace products (spec 001 §2, §7). */
export const amazonSearchRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get(
    "/:profileId",
    validate("param", productSearchParamSchema),
    validate("query", productSearchQuerySchema),
    async (c) => {
      const { db } = c.var;
      const { profile, client } = await profileAdsClient(
        db,
        c.env,
        c.var.user.id,
        c.req.valid("param").profileId,
      );
      return ok(c, await searchMarketplaceProducts(db, client, profile, c.req.valid("query")));
    },
  );
