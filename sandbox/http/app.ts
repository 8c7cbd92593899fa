import { Hono } from "hono";
import { adsRoutes } from "./ads/ads-routes";
import { scopedAdsRoutes } from "./catalog/scoped-api";
import { serpApiCountRoutes, serpApiRoutes } from "./catalog/serpapi-routes";
import { stockSpellRoutes } from "./catalog/stock-spell-routes";
import { faultRoutes } from "./faults/fault-routes";
import { imageRoutes } from "./images/image-routes";
import { llmRequestLogRoutes, llmRoutes } from "./llm/llm-routes";
import { lwaRoutes } from "./lwa/lwa-routes";
import { mailApiRoutes } from "./mail/mail-routes";
import { mailOutboxRoutes } from "./mail/outbox-routes";
import { readUnreadBody } from "./read-unread-body";
import { referralTrackerRoutes } from "./referrals/referral-tracker-routes";
import { downloadRoutes } from "./reporting/download-routes";
import { controlRoutes } from "./routes/control";
import { removalRoutes } from "./routes/removal-routes";
import type { SandboxDeps, SandboxEnv } from "./sandbox-context";
import { stripeRoutes } from "./stripe/index";
import { writeLogRoutes } from "./writes/write-log-routes";

/** The sandbox's HTTP face. Each imitated service is a sub-app mounted at the paths the real one uses. */
export function createSandboxApp(deps: SandboxDeps) {
  return (
    new Hono<SandboxEnv>()
      .use(readUnreadBody)
      .use(async (c, next) => {
        c.set("deps", deps);
        await next();
      })
      .route("/_sandbox", controlRoutes)
      .route("/_sandbox/faults", faultRoutes)
      .route("/_sandbox/writes", writeLogRoutes)
      .route("/_sandbox/serpapi", serpApiCountRoutes)
      .route("/_sandbox", stockSpellRoutes)
      .route("/_sandbox", removalRoutes)
      .route("/_sandbox/referral-tracker", referralTrackerRoutes)
      .route("/_sandbox/llm", llmRequestLogRoutes)
      .route("/_sandbox/mail", mailOutboxRoutes)
      .route("/serpapi", serpApiRoutes)
      .route("/", mailApiRoutes)
      .route("/", lwaRoutes)
      .route("/", adsRoutes)
      .route("/", scopedAdsRoutes)
      .route("/report-files", downloadRoutes)
      .route("/images", imageRoutes)
      // Before Stripe: its /v1 API would otherwise claim /v1/chat/completions and ask for a Stripe key.
      .route("/", llmRoutes)
      .route("/", stripeRoutes)
  );
}
