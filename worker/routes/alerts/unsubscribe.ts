import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { ALERT_LABELS } from "../../contracts/alerts/alert-rules";
import { unsubscribeSchema } from "../../contracts/alerts/alert-rules.schemas";
import type { UnsubscribeResult } from "../../contracts/alerts/unsubscribe";
import { ApiError } from "../../contracts/api-error";
import { validate } from "../../middleware/validate";
import { stopAlertMails } from "../../services/alerts/alert-rules-store";
import { readUnsubscribeToken } from "../../services/alerts/unsubscribe-token";
import { ok } from "../respond";

/**
 * POST /api/alerts/unsubscribe: an alert e-mail's link, opened without signing in. The signed token
 * names the profile and the alert; its e-mails stop (the alert stays in the notification centre). A
 * token we did not sign is 1006, as a profile no longer connected.
 */
export const alertUnsubscribeRoutes = new Hono<AppEnv>().post(
  "/",
  validate("json", unsubscribeSchema),
  async (c) => {
    const named = await readUnsubscribeToken(c.env.AUTH_SECRET, c.req.valid("json").token);
    if (!named) throw new ApiError(1006, "This unsubscribe link is not valid.");
    if (!(await stopAlertMails(c.var.db, named.profileId, named.kind)))
      throw new ApiError(1006, "This unsubscribe link is not valid.");
    return ok<UnsubscribeResult>(c, { alert: ALERT_LABELS[named.kind] });
  },
);
