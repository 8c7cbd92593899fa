import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { marketplaceNow } from "../../lib/marketplace-clock";
import { ok } from "../../lib/respond";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { startBoost, stopBoost } from "../../services/keyword-boost";
import { requireOwnProfile } from "../../services/own-profile";
import { profileAdsClient } from "../../services/profile-ads-client";
import { resolveRange } from "../../services/report-range";
import { skuKeywordPage } from "../../services/sku-keywords";
import { addKeyword, updateKeyword, updateNegativeKeywordState } from "../../services/sku-keywords-mutations";
import { recommendedKeywords } from "../../services/sku-keywords-recommended";
import {
  cursorListQuerySchema,
  negativeParamSchema,
  negativeStateSchema,
  skuParamSchema,
} from "../targets/targets.schemas";
import {
  boostSchema,
  keywordChangeSchema,
  keywordParamSchema,
  keywordSearchSchema,
  newKeywordSchema,
  skuKeywordParamSchema,
} from "./keywords.schemas";

const skuParam = validate("param", skuParamSchema);
const boostParam = validate("param", skuKeywordParamSchema);

/** /api/keywords/{profileId}/…: an advertised SKU's keywords and their boost (spec 001 §4, §5, §7). */
export const keywordRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get("/:profileId/:skuId/recommended", skuParam, async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
    return ok(c, await recommendedKeywords(c.var.db, access, skuId));
  })
  .post("/:profileId/:skuId/recommended", skuParam, validate("json", keywordSearchSchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
    return ok(c, await recommendedKeywords(c.var.db, access, skuId, c.req.valid("json").key));
  })
  .get("/:profileId/:skuId", skuParam, validate("query", cursorListQuerySchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    const range = await resolveRange({}, profile.timezone, () => marketplaceNow(c.env));
    return ok(c, await skuKeywordPage(c.var.db, profile, skuId, c.req.valid("query"), range));
  })
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    skuParam,
    validate("json", newKeywordSchema),
    async (c) => {
      const { profileId, skuId } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await addKeyword(c.var.db, access, skuId, c.req.valid("json").keywordText));
    },
  )
  .put(
    "/:profileId/keyword/:keywordId",
    refuseWhenAdLimitReached(),
    validate("param", keywordParamSchema),
    validate("json", keywordChangeSchema),
    async (c) => {
      const { profileId, keywordId } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await updateKeyword(c.var.db, access, keywordId, c.req.valid("json")));
    },
  )
  .put(
    "/:profileId/negative-keyword/:id",
    refuseWhenAdLimitReached(),
    validate("param", negativeParamSchema),
    validate("json", negativeStateSchema),
    async (c) => {
      const { profileId, id } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await updateNegativeKeywordState(c.var.db, access, id, c.req.valid("json").state));
    },
  )
  .post(
    "/:profileId/:skuId/:keywordId/boost",
    refuseWhenAdLimitReached(),
    boostParam,
    validate("json", boostSchema),
    async (c) => {
      const { profileId, skuId, keywordId } = c.req.valid("param");
      const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
      return ok(c, await startBoost(c.var.db, profile, skuId, keywordId, c.req.valid("json").boostMaxBid));
    },
  )
  .delete("/:profileId/:skuId/:keywordId/boost", refuseWhenAdLimitReached(), boostParam, async (c) => {
    const { profileId, skuId, keywordId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    return ok(c, await stopBoost(c.var.db, profile, skuId, keywordId));
  });
