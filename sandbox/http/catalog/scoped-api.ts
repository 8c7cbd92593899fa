import { Hono } from "hono";
import type { AdsEnv } from "../ads/ads-env";
import { requireAds } from "../ads/require-ads";
import { faultGate } from "../faults/fault-gate";
import { recommendationRoutes } from "../recommendations/recommendation-routes";
import { reportingRoutes } from "../reporting/reporting-routes";
import type { SandboxEnv } from "../sandbox-context";
import { streamRoutes } from "../streams/stream-routes";
import { eligibilityRoutes } from "./eligibility-routes";
import { metadataRoutes } from "./metadata-routes";
import type { ProfileEnv } from "./profile-env";

const scoped = requireAds(true);
const asAds = (routes: Hono<ProfileEnv>) => routes as unknown as Hono<AdsEnv>;

/**
 * Reporting, recommendations, eligibility, product metadata and Marketing Stream: profile-scoped Ads API calls,
 * behind the Ads auth (token, ClientId, Scope → `profile`) and the request faults.
 */
const api = new Hono<AdsEnv>()
  .use("/reporting/*", scoped, faultGate)
  .use("/sp/targets/keywords/recommendations", scoped, faultGate)
  .use("/sp/targets/products/recommendations", scoped, faultGate)
  .use("/sp/targets/bid/recommendations", scoped, faultGate)
  .use("/eligibility/*", scoped, faultGate)
  .use("/product/metadata", scoped, faultGate)
  .use("/streams/*", scoped, faultGate)
  .route("/reporting", asAds(reportingRoutes))
  .route("/sp/targets", asAds(recommendationRoutes))
  .route("/eligibility", asAds(eligibilityRoutes))
  .route("/product", asAds(metadataRoutes))
  .route("/streams", asAds(streamRoutes));

/** Mounted like the rest of the Ads API: at the root and under the regional prefixes /na, /eu, /fe. */
export const scopedAdsRoutes = new Hono<SandboxEnv>()
  .route("/", api as unknown as Hono<SandboxEnv>)
  .route("/na", api as unknown as Hono<SandboxEnv>)
  .route("/eu", api as unknown as Hono<SandboxEnv>)
  .route("/fe", api as unknown as Hono<SandboxEnv>);
