import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuParamSchema } from "../../contracts/advertised-skus/advertised-sku.schemas";
import { competitorParamSchema } from "../../contracts/advertised-skus/competitors.schemas";
import { competitorNameFormSchema } from "../../contracts/advertised-skus/sku-fields.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
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
  .get("/:profileId/:skuId", validate("param", skuParamSchema), profileAccess(), async (c) => {
    return ok(c, await listCompetitors(c.var.db, c.var.profile.id, c.req.valid("param").skuId));
  })
  .post(
    "/:profileId/:skuId",
    refuseWhenAdLimitReached(),
    validate("param", skuParamSchema),
    validate("json", competitorNameFormSchema),
    profileAccess(),
    async (c) => {
      const { skuId } = c.req.valid("param");
      const { competitorName } = c.req.valid("json");
      return ok(c, await addCompetitor(c.var.db, c.var.profile.id, skuId, competitorName));
    },
  )
  .put(
    "/:profileId/:skuId/:competitorId",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    validate("json", competitorNameFormSchema),
    profileAccess(),
    async (c) => {
      const { skuId, competitorId } = c.req.valid("param");
      const { competitorName } = c.req.valid("json");
      return ok(c, await renameCompetitor(c.var.db, c.var.profile.id, skuId, competitorId, competitorName));
    },
  )
  .delete(
    "/:profileId/:skuId/:competitorId",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    profileAccess(),
    async (c) => {
      const { skuId, competitorId } = c.req.valid("param");
      return ok(c, await deleteCompetitor(c.var.db, c.var.profile.id, skuId, competitorId));
    },
  )
  .post(
    "/:profileId/:skuId/:competitorId/launch",
    refuseWhenAdLimitReached(),
    validate("param", competitorParamSchema),
    profileAccess(),
    async (c) => {
      const { skuId, competitorId } = c.req.valid("param");
      const client = await c.var.ads();
      return ok(c, await launchCompetitor(c.var.db, client, c.var.profile, skuId, competitorId));
    },
  );
