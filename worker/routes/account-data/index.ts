import { Hono } from "hono";
import { amazonConfig } from "../../amazon/amazon-config";
import type { AppEnv } from "../../app-env";
import { createStripe } from "../../billing/stripe-client";
import { deleteAccountSchema } from "../../contracts/users/account-data.schemas";
import { passwordTryLimit } from "../../middleware/password-try-limit";
import { validate } from "../../middleware/validate";
import { endSessionSockets } from "../../realtime/end-sessions";
import { deleteAccount } from "../../services/account-data/delete-account";
import { exportArchive } from "../../services/account-data/export-archive";
import { sellerOf } from "../../services/account-data/seller";
import { ok } from "../respond";

/** /api/users/account: everything we hold about the seller as a zip, and the deletion of their account. */
export const accountDataRoutes = new Hono<AppEnv>()
  .get("/export", async (c) => {
    const exportedAt = await c.var.now();
    const seller = await sellerOf(c.var.db, c.var.user.id, false);
    const fileName = `skupilot-data-${exportedAt.toISOString().slice(0, 10)}.zip`;
    return c.body(exportArchive(c.var.db, seller, exportedAt), 200, {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
    });
  })
  // The password's tries are limited (429/1007), shared with the password change.
  .delete("/", validate("json", deleteAccountSchema), passwordTryLimit(), async (c) => {
    const deleted = await deleteAccount(
      c.var.db,
      { amazon: amazonConfig(c.env), stripe: createStripe(c.env), referralTracker: c.env },
      c.var.user.id,
      c.req.valid("json").password,
      c.env.PASSWORD_PEPPER,
    );
    await endSessionSockets(c.env, c.var.user.id, { confirmedBefore: Number.POSITIVE_INFINITY });
    return ok(c, deleted);
  });
