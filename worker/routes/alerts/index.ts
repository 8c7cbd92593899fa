import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { alertRuleRoutes } from "./alert-rules";

/** /api/alerts/{profileId}/…: the alerts a seller turns on (issue 33, item 4). The unsubscribe link is public: ./unsubscribe.ts. */
export const alertRoutes = new Hono<AppEnv>().route("/", alertRuleRoutes);
