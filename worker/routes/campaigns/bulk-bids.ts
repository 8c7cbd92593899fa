import { Hono } from "hono";
import * as v from "valibot";
import type { AppEnv } from "../../app-env";
import { profileIdField } from "../../contracts/profile-id.schemas";
import { bulkBidEditSchema } from "../../contracts/sku-targets/bulk-bids.schemas";
import { refuseWhenAdLimitReached } from "../../middleware/ad-limit";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { applyBulkBids } from "../../services/sku-targets/bulk-bids/apply";
import { previewBulkBids } from "../../services/sku-targets/bulk-bids/preview";
import { changeMember } from "../change-author";
import { ok } from "../respond";
import { adsAccess } from "../targets/sku-handlers";

const param = validate("param", v.object({ profileId: profileIdField }));
const body = validate("json", bulkBidEditSchema);

/** POST /api/campaigns/{profileId}/bulk-bids/preview and /bulk-bids: one bid edit of many keywords and ASIN targets (issue 33). */
export const bulkBidRoutes = new Hono<AppEnv>()
  .post("/:profileId/bulk-bids/preview", param, body, profileAccess(), async (c) =>
    ok(c, await previewBulkBids(c.var.db, c.var.profile, c.req.valid("json"))),
  )
  .post("/:profileId/bulk-bids", refuseWhenAdLimitReached(), param, body, profileAccess(), async (c) =>
    ok(
      c,
      await applyBulkBids(
        c.var.db,
        await adsAccess(c),
        c.req.valid("json"),
        await c.var.now(),
        await changeMember(c),
      ),
    ),
  );
