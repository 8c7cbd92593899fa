import { Hono } from "hono";
import { amazonConfig } from "../../amazon/amazon-config";
import type { AppEnv } from "../../app-env";
import { callbackQuerySchema, signInQuerySchema } from "../../contracts/amazon-accounts/connect.schemas";
import { validationError } from "../../contracts/api-error";
import { validate } from "../../middleware/validate";
import { enqueueSyncs, type SyncMessage } from "../../queue/sync-queue";
import { completeConnect, startConnect } from "../../services/amazon-accounts/connect";
import { reportConnectedSeller } from "../../services/users/referral";
import { ok } from "../respond";

/** Login with Amazon comes back to this app only: the redirect must be the origin the request came to. */
function appOrigin(requestUrl: string, redirect: string | undefined) {
  const origin = new URL(requestUrl).origin;
  if (redirect !== undefined && new URL(redirect).origin !== origin) {
    throw validationError("redirect", "Must be this app's own address");
  }
  return origin;
}

/** GET /api/amazon/auth/sign-in and POST …/callback: connecting an Amazon Ads account (spec 000 §2.4, §7). */
export const amazonAuthRoutes = new Hono<AppEnv>()
  .get("/sign-in", validate("query", signInQuerySchema), async (c) => {
    const origin = appOrigin(c.req.url, c.req.valid("query").redirect);
    const member = { userId: c.var.user.id, organisationId: c.var.membership.organisationId };
    return ok(c, { url: await startConnect(c.var.db, amazonConfig(c.env), member, origin) });
  })
  .post("/sign-in/callback", validate("query", callbackQuerySchema), async (c) => {
    const { code, state, redirect } = c.req.valid("query");
    appOrigin(c.req.url, redirect);
    const tokenId = await completeConnect(c.var.db, amazonConfig(c.env), c.var.user.id, { code, state });
    await enqueueSyncs(c.var.db, c.env.SYNC_QUEUE as Queue<SyncMessage>, tokenId);
    await reportConnectedSeller(c.var.db, c.env, c.var.user.id);
    return ok(c, { tokenId });
  });
