import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../app-env";
import { migratePayloadSchema } from "../../contracts/campaigns/migrate.schemas";
import { profileIdField } from "../../contracts/profile-id.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { requireUser } from "../../middleware/require-user";
import { validate } from "../../middleware/validate";
import { profileAdsClient } from "../../services/amazon-accounts/profile-ads-client";
import { migrateCampaign } from "../../services/campaigns/migrate";
import { ok } from "../respond";

const paramSchema = v.object({ profileId: profileIdField });

/** POST /api/campaigns/{profileId}/migrate: an Amazon campaign comes under Skupilot for one product (spec 000 §2.7). */
export const migrateRoutes = new Hono<AppEnv>().post(
  "/:profileId/migrate",
  requireUser(),
  refuseWhenAdLimitReached(),
  validate("param", paramSchema),
  validate("json", migratePayloadSchema),
  async (c) => {
    const { profile, client } = await profileAdsClient(
      c.var.db,
      c.env,
      c.var.user.id,
      c.req.valid("param").profileId,
    );
    return ok(c, await migrateCampaign(c.var.db, client, profile, c.req.valid("json")));
  },
);
