import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  widgetKeywordParamSchema,
  widgetSkuParamSchema,
  widgetTargetParamSchema,
} from "../../contracts/chat/widget-action.schemas";
import { addKeyword, updateKeyword } from "../../services/sku-keywords/mutations";
import { createAsinTarget } from "../../services/sku-targets/create";
import { updateAsinTarget } from "../../services/sku-targets/update";
import { accessOf, widgetAction } from "./widget-action";

/** /api/widget-actions/{profileId}/…: the Keyword and ProductTarget widgets (bids, additions to a SKU). */
export const targetingWidgetRoutes = new Hono<AppEnv>()
  .put(
    "/:profileId/keywords/:keywordId/bid",
    ...widgetAction(
      "keywordBid",
      widgetKeywordParamSchema,
      (param) => param.keywordId,
      async (c, { keywordId }, { bid }) =>
        updateKeyword(c.var.db, await accessOf(c), keywordId, { bid }, await c.var.now()),
    ),
  )
  .put(
    "/:profileId/product-targets/:targetId/bid",
    ...widgetAction(
      "productTargetBid",
      widgetTargetParamSchema,
      (param) => param.targetId,
      async (c, { targetId }, { bid }) =>
        updateAsinTarget(c.var.db, await accessOf(c), targetId, { bid }, await c.var.now()),
    ),
  )
  .post(
    "/:profileId/skus/:skuId/keywords",
    ...widgetAction(
      "skuKeyword",
      widgetSkuParamSchema,
      (param) => param.skuId,
      async (c, { skuId }, { keyword }) => addKeyword(c.var.db, await accessOf(c), skuId, keyword),
    ),
  )
  .post(
    "/:profileId/skus/:skuId/product-targets",
    ...widgetAction(
      "skuProductTarget",
      widgetSkuParamSchema,
      (param) => param.skuId,
      async (c, { skuId }, { productTargetAsin }) =>
        createAsinTarget(c.var.db, await accessOf(c), skuId, productTargetAsin),
    ),
  );
