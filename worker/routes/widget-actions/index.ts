import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { campaignWidgetRoutes } from "./campaigns";
import { targetingWidgetRoutes } from "./targeting";

/**
 * /api/widget-actions/{profileId}/… (document 001 §3, §7): each route exactly as `widgetEndpoints`
 * names it, calling the services the product's own screens call.
 */
export const widgetActionRoutes = new Hono<AppEnv>()
  .route("/", campaignWidgetRoutes)
  .route("/", targetingWidgetRoutes);
