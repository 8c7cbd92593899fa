import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { competitorParamSchema } from "../../contracts/advertised-skus/competitors.schemas";
import { competitorNameFormSchema } from "../../contracts/advertised-skus/sku-fields.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { requireOwnProfile } from "../../services/amazon-accounts/own-profile";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import {
  addCompetitor,
  deleteCompetitor,
  launchCompetitor,
  listCompetitors,
  renameCompetitor,
} from "../../services/sku-structure/competitors";
import { ok } from "../respond";

/** /api/competitors/{profileId}/{skuId}/…: a SKU's competitors and their launch (spec 001 §4, §7). */
export const competitorRoutes = new Hono<AppEnv>()
  .use(requireUser())
  .get("/:profileId/:skuId", validate("param", skuParamSchema), async (c) => {
    const { profileId, skuId } = c.req.valid("param");
    const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
    return ok(c, await listCompetitors(c.var.db, profile.id, skuId));
  })
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    validate("json", competitorNameFormSchema),
    async (c) => {
      const { profileId, skuId } = c.req.valid("param");
      const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
      return ok(c, await addCompetitor(c.var.db, profile.id, skuId, c.req.valid("json").competitorName));
    },
  )
  .put(
    "/:profileId/:skuId/:competitorId",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    validate("json", competitorNameFormSchema),
    async (c) => {
      const { profileId, skuId, competitorId } = c.req.valid("param");
      const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
      const { competitorName } = c.req.valid("json");
      return ok(c, await renameCompetitor(c.var.db, profile.id, skuId, competitorId, competitorName));
    },
  )
  .delete(
    "/:profileId/:skuId/:competitorId",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    async (c) => {
      const { profileId, skuId, competitorId } = c.req.valid("param");
      const profile = await requireOwnProfile(c.var.db, c.var.user.id, profileId);
      return ok(c, await deleteCompetitor(c.var.db, profile.id, skuId, competitorId));
    },
  )
  .post(
    "/:profileId/:skuId/:competitorId/launch",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    async (c) => {
      const { profileId, skuId, competitorId } = c.req.valid("param");
      const { profile, client } = await profileAdsClient(c.var.db, c.env, c.var.user.id, profileId);
      return ok(c, await launchCompetitor(c.var.db, client, profile, skuId, competitorId));
    },
  );
