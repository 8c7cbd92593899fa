import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { automationParamSchema, optionalSkuQuerySchema } from "../../contracts/automation/change-api.schemas";
import { profileAccess } from "../../middleware/profile-access";
import { validate } from "../../middleware/validate";
import { budgetRecommendations } from "../../services/automation/budget-recommendations";
import { ok } from "../respond";

/**
 * GET /api/automation/{profileId}/budget-recommendations[?skuId]: budget-bound SKUs and the bigger
 * Max budget to consider, with its estimated sales (issue 29, item 10); the SKU page and the dashboard.
 */
export const budgetRecommendationRoutes = new Hono<AppEnv>().get(
  "/:profileId/budget-recommendations",
  validate("param", automationParamSchema),
  validate("query", optionalSkuQuerySchema),
  profileAccess(),
  async (c) => {
    const now = await c.var.now();
    return ok(c, await budgetRecommendations(c.var.db, c.var.profile, c.req.valid("query").skuId, now));
  },
);
