import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { clientAddress } from "../../contracts/client-address";
import {
  passwordResetRequestSchema,
  passwordResetSchema,
  verifyEmailSchema,
} from "../../contracts/users/users.schemas";
import { mailSettings } from "../../mail/mail-settings";
import { tooManyRequests } from "../../middleware/too-many-requests";
import { validate } from "../../middleware/validate";
import { endSessionSockets } from "../../realtime/end-sessions";
import { verifyEmail } from "../../services/users/email-verification";
import { MAIL_WINDOW_MS, mailLimitReached, TOO_MANY_MAILS } from "../../services/users/mail-throttle";
import {
  RESET_REQUESTED_MESSAGE,
  resetPassword,
  sendPasswordResetLink,
} from "../../services/users/password-reset";
import { ok } from "../respond";

/**
 * The e-mailed links, open to anyone (their pages work signed out, in any browser):
 * - POST /api/users/password-reset {email}: the same answer whether the e-mail has an account or not;
 *   the link is sent after the answer. Limited per (e-mail, address), per e-mail and per address
 *   (429/1007), so a stranger cannot spend the owner's links for the hour.
 * - POST /api/users/password-reset/confirm {token, password}: the new password; every session ends.
 * - POST /api/users/email-verification/confirm {token}: the address is confirmed.
 * A link that does not work answers 400/1005 on `token`, saying whether it expired or was used.
 */
export const accountRecoveryRoutes = new Hono<AppEnv>()
  .post("/password-reset", validate("json", passwordResetRequestSchema), async (c) => {
    const { email } = c.req.valid("json");
    if (await mailLimitReached(c.var.db, email, clientAddress(c.req.header("CF-Connecting-IP")))) {
      throw tooManyRequests(c, MAIL_WINDOW_MS, TOO_MANY_MAILS);
    }
    c.executionCtx.waitUntil(sendPasswordResetLink(c.var.db, mailSettings(c.env), email, new Date()));
    return ok(c, { message: RESET_REQUESTED_MESSAGE });
  })
  .post("/password-reset/confirm", validate("json", passwordResetSchema), async (c) => {
    const { token, password } = c.req.valid("json");
    const resetAt = new Date();
    const { email, userId } = await resetPassword(c.var.db, token, password, c.env.PASSWORD_PEPPER, resetAt);
    await endSessionSockets(c.env, userId, { confirmedBefore: resetAt.getTime() });
    return ok(c, { email });
  })
  .post("/email-verification/confirm", validate("json", verifyEmailSchema), async (c) =>
    ok(c, {
      ...(await verifyEmail(c.var.db, c.req.valid("json").token, new Date())),
      verified: true as const,
    }),
  );
