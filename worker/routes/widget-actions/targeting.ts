import { addKeyword, updateKeyword } from "../../services/sku-keywords/mutations";
import { createAsinTarget } from "../../services/sku-targets/create";
import { updateAsinTarget } from "../../services/sku-targets/update";
import { assistantEditBy } from "../change-author";
import { accessOf, type WidgetActs } from "./widget-action";

/** /api/widget-actions/{profileId}/…: the Keyword and ProductTarget widgets (bids, additions to a SKU). */
export const targetingWidgetActs = {
  keywordBid: async (c, keywordId, { bid }) =>
    updateKeyword(
      c.var.db,
      await accessOf(c),
      keywordId,
      { bid },
      await c.var.now(),
      {},
      await assistantEditBy(c),
    ),
  productTargetBid: async (c, targetId, { bid }) =>
    updateAsinTarget(
      c.var.db,
      await accessOf(c),
      targetId,
      { bid },
      await c.var.now(),
      await assistantEditBy(c),
    ),
  skuKeyword: async (c, skuId, { keywordText }) =>
    addKeyword(c.var.db, await accessOf(c), skuId, keywordText),
  skuProductTarget: async (c, skuId, { productAsin }) =>
    createAsinTarget(c.var.db, await accessOf(c), skuId, productAsin),
} satisfies Partial<WidgetActs>;
