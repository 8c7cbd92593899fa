import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  boostSchema,
  keywordChangeSchema,
  keywordParamSchema,
  keywordSearchSchema,
  newKeywordSchema,
  skuKeywordParamSchema,
} from "../../contracts/sku-targets/keywords.schemas";
import { keywordListQuerySchema } from "../../contracts/sku-targets/targets.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { startBoost, stopBoost } from "../../services/sku-keywords/keyword-boost";
import { skuKeywordPage } from "../../services/sku-keywords/keywords";
import { addKeyword, updateKeyword, updateNegativeKeywordState } from "../../services/sku-keywords/mutations";
import { recommendedKeywords } from "../../services/sku-keywords/recommended";
import { sellerEditBy } from "../change-author";
import { ok } from "../respond";
import { adsAccess, negativeStateOf, pageOf, skuParam } from "../targets/sku-handlers";

const boostParam = validate("param", skuKeywordParamSchema);

/** /api/keywords/{profileId}/…: an advertised SKU's keywords and their boost (spec 001 §4, §5, §7). */
export const keywordRoutes = new Hono<AppEnv>()
  .get("/:profileId/:skuId/recommended", skuParam, profileAccess(), async (c) => {
    return ok(c, await recommendedKeywords(c.var.db, await adsAccess(c), c.req.valid("param").skuId));
  })
  .post(
    "/:profileId/:skuId/recommended",
    skuParam,
    validate("json", keywordSearchSchema),
    profileAccess(),
    async (c) => {
      const { skuId } = c.req.valid("param");
      const access = await adsAccess(c);
      return ok(c, await recommendedKeywords(c.var.db, access, skuId, c.req.valid("json").key));
    },
  )
  .get("/:profileId/:skuId", ...pageOf(keywordListQuerySchema, skuKeywordPage))
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    skuParam,
    validate("json", newKeywordSchema),
    profileAccess(),
    async (c) => {
      const { skuId } = c.req.valid("param");
      const access = await adsAccess(c);
      return ok(c, await addKeyword(c.var.db, access, skuId, c.req.valid("json").keywordText));
    },
  )
  .put(
    "/:profileId/keyword/:keywordId",
    refuseWhenAdLimitReached(),
    validate("param", keywordParamSchema),
    validate("json", keywordChangeSchema),
    profileAccess(),
    async (c) => {
      const { keywordId } = c.req.valid("param");
      const access = await adsAccess(c);
      return ok(
        c,
        await updateKeyword(
          c.var.db,
          access,
          keywordId,
          c.req.valid("json"),
          await c.var.now(),
          c.env,
          await sellerEditBy(c),
        ),
      );
    },
  )
  .put("/:profileId/negative-keyword/:id", ...negativeStateOf(updateNegativeKeywordState))
  .post(
    "/:profileId/:skuId/:keywordId/boost",
    refuseWhenAdLimitReached(),
    boostParam,
    validate("json", boostSchema),
    profileAccess(),
    async (c) => {
      const { skuId, keywordId } = c.req.valid("param");
      const { boostMaxBid } = c.req.valid("json");
      const now = await c.var.now();
      return ok(c, await startBoost(c.var.db, c.env, c.var.profile, skuId, keywordId, boostMaxBid, now));
    },
  )
  .delete(
    "/:profileId/:skuId/:keywordId/boost",
    refuseWhenAdLimitReached(),
    boostParam,
    profileAccess(),
    async (c) => {
      const { skuId, keywordId } = c.req.valid("param");
      return ok(c, await stopBoost(c.var.db, c.var.profile, skuId, keywordId, await c.var.now()));
    },
  );
