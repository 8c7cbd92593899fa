import { Hono } from "hono";
import { deleteCookie } from "hono/cookie";
import type { AppEnv } from "../../app-env";
import { endSession } from "../../auth/end-session";
import { sessionCookie } from "../../auth/session-cookie";
import { signOutEverywhereSchema } from "../../contracts/users/users.schemas";
import { passwordTryLimit } from "../../middleware/password-try-limit";
import { validate } from "../../middleware/validate";
import { endSessionSockets } from "../../realtime/end-sessions";
import { endEverySession } from "../../services/users/sessions";
import { ok } from "../respond";

/**
 * DELETE /api/users/sessions {password}: Settings' "Sign out of all devices". Every session of the
 * seller ends, this browser's too (its id is revoked besides, whatever the clock's resolution), every
 * tab of theirs closes (4001), and this browser's cookie is cleared. The password confirms it, as it
 * does a password change, with the same tries (429/1007): a stolen cookie alone cannot sign the seller
 * out everywhere, nor guess the password here.
 */
export const sessionRoutes = new Hono<AppEnv>().delete(
  "/",
  validate("json", signOutEverywhereSchema),
  passwordTryLimit(),
  async (c) => {
    await endEverySession(
      c.var.db,
      c.var.user.id,
      c.req.valid("json").password,
      c.env.PASSWORD_PEPPER,
      new Date(),
    );
    await endSession(c.env, c.var.db, c.var.sessionToken);
    await endSessionSockets(c.env, c.var.user.id, { confirmedBefore: Number.POSITIVE_INFINITY });
    const { name, options } = sessionCookie(c.env.AUTH_URL);
    deleteCookie(c, name, options);
    return ok(c, { signedOut: true as const });
  },
);
