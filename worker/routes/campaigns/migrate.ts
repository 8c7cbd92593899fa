import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../app-env";
import { migratePayloadSchema } from "../../contracts/campaigns/migrate.schemas";
import { profileIdField } from "../../contracts/profile-id.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { migrateCampaign } from "../../services/campaigns/migrate";
import { ok } from "../respond";

const paramSchema = v.object({ profileId: profileIdField });

/** POST /api/campaigns/{profileId}/migrate: an Amazon campaign comes under Skupilot for one product (spec 000 §2.7). */
export const migrateRoutes = new Hono<AppEnv>().post(
  "/:profileId/migrate",
  refuseWhenAdLimitReached(),
  validate("param", paramSchema),
  validate("json", migratePayloadSchema),
  profileAccess(),
  async (c) => {
    const client = await c.var.ads();
    return ok(c, await migrateCampaign(c.var.db, client, c.var.profile, c.req.valid("json")));
  },
);
