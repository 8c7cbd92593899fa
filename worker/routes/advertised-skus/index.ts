import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { skuHourGridRoutes } from "./sku-hour-grid";
import { skuMutationRoutes } from "./sku-mutations";
import { skuReadRoutes } from "./sku-reads";
import { skuStopRoutes } from "./sku-stop";

/** /api/advertised-sku/{profileId}/…: the seller's advertised SKUs (spec 001 §2, §7). */
export const advertisedSkuRoutes = new Hono<AppEnv>()
  .route("/", skuHourGridRoutes)
  .route("/", skuReadRoutes)
  .route("/", skuMutationRoutes)
  .route("/", skuStopRoutes);
