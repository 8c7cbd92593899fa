import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { budgetRecommendationRoutes } from "./budget-recommendations";
import { changeActionRoutes } from "./change-actions";
import { changeReadRoutes } from "./change-reads";

/** /api/automation/{profileId}/…: the automation's change log, status, preview, undo and run now (issue 16). */
export const automationRoutes = new Hono<AppEnv>()
  .route("/", changeReadRoutes)
  .route("/", changeActionRoutes)
  .route("/", budgetRecommendationRoutes);
