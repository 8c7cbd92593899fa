import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { marketplaceNow } from "../../lib/marketplace-clock";
import { ok } from "../../lib/respond";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { requireOwnProfile } from "../../services/own-profile";
import { profileAdsClient } from "../../services/profile-ads-client";
import { resolveRange } from "../../services/report-range";
import { skuAsinTargetPage } from "../../services/sku-targets";
import { createAsinTarget } from "../../services/sku-targets-create";
import { lookupAsin, recommendedAsins } from "../../services/sku-targets-lookup";
import { updateAsinTarget, updateNegativeTargetState } from "../../services/sku-targets-update";
import {
  asinLookupQuerySchema,
  asinTargetChangeSchema,
  cursorListQuerySchema,
  negativeParamSchema,
  negativeStateSchema,
  newAsinTargetSchema,
  recommendedQuerySchema,
  skuParamSchema,
  targetParamSchema,
} from "./targets.schemas";

const skuParam = validate("param", skuParamSchema);

/** /api/targets/{profileId}/…: an advertised SKU's ASIN targets (spec 001 §4, §5, §7). */
export const targetRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get("/:profileId/:skuId/asin", skuParam, validate("query", asinLookupQuerySchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
    return ok(c, await lookupAsin(c.var.db, access, skuId, c.req.valid("query").asin));
  })
  .get("/:profileId/:skuId/recommended", skuParam, validate("query", recommendedQuerySchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
    return ok(c, await recommendedAsins(c.var.db, access, skuId, c.req.valid("query")));
  })
  .get("/:profileId/:skuId", skuParam, validate("query", cursorListQuerySchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    const range = await resolveRange({}, profile.timezone, () => marketplaceNow(c.env));
    return ok(c, await skuAsinTargetPage(c.var.db, profile, skuId, c.req.valid("query"), range));
  })
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    skuParam,
    validate("json", newAsinTargetSchema),
    async (c) => {
      const { profileId, skuId } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await createAsinTarget(c.var.db, access, skuId, c.req.valid("json").productAsin));
    },
  )
  .put(
    "/:profileId/target/:targetId",
    refuseWhenAdLimitReached(),
    validate("param", targetParamSchema),
    validate("json", asinTargetChangeSchema),
    async (c) => {
      const { profileId, targetId } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await updateAsinTarget(c.var.db, access, targetId, c.req.valid("json")));
    },
  )
  .put(
    "/:profileId/negative-target/:id",
    refuseWhenAdLimitReached(),
    validate("param", negativeParamSchema),
    validate("json", negativeStateSchema),
    async (c) => {
      const { profileId, id } = c.req.valid("param");
      const access = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await updateNegativeTargetState(c.var.db, access, id, c.req.valid("json").state));
    },
  );
