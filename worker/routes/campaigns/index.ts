import { Hono } from "hono";
import { createFactory } from "hono/factory";
import type { AppEnv } from "../../app-env";
import {
  campaignListParamSchema,
  campaignListQuerySchema,
} from "../../contracts/campaigns/campaign-list.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { type CampaignSource, listCampaigns } from "../../services/campaigns/list";
import { resolveRange } from "../../services/statistics/report-range";
import { ok } from "../respond";
import { autoCampaignRoutes } from "./auto";
import { autoPreviewRoutes } from "./auto-preview";
import { bulkBidRoutes } from "./bulk-bids";
import { bulkEditRoutes } from "./bulk-edit";
import { campaignPageRoutes } from "./campaign-page";
import { campaignUpdateRoutes } from "./campaign-update";
import { migrateRoutes } from "./migrate";
import { searchTermActionRoutes } from "./search-term-actions";

const factory = createFactory<AppEnv>();

const listOf = (source: CampaignSource) =>
  factory.createHandlers(
    validate("param", campaignListParamSchema),
    validate("query", campaignListQuerySchema),
    profileAccess(),
    async (c) => {
      const { startDate, endDate, ...filters } = c.req.valid("query");
      const { profile } = c.var;
      const range = await resolveRange({ startDate, endDate }, profile.timezone, c.var.now);
      return ok(c, await listCampaigns(c.var.db, { profileId: profile.id, source, range, ...filters }));
    },
  );

/** /api/campaigns/{profileId}/…: the Quick Launch and Migrated lists (spec 000 §2.6, §2.7, §7). */
export const campaignsRoutes = new Hono<AppEnv>()
  .get("/:profileId/page", ...listOf("QUICK_LAUNCH"))
  .get("/:profileId/migrated", ...listOf("MIGRATED"))
  .route("/", migrateRoutes)
  .route("/", autoCampaignRoutes)
  .route("/", autoPreviewRoutes)
  .route("/", bulkEditRoutes)
  .route("/", bulkBidRoutes)
  .route("/", searchTermActionRoutes)
  .route("/", campaignPageRoutes)
  .route("/", campaignUpdateRoutes);
