import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { renewSession } from "../../auth/renew-session";
import { ApiError } from "../../contracts/api-error";
import { clientAddress } from "../../contracts/client-address";
import { changePasswordSchema, signUpSchema, updateProfileSchema } from "../../contracts/users/users.schemas";
import { mailSettings } from "../../mail/mail-settings";
import { passwordTryLimit } from "../../middleware/password-try-limit";
import { tooManyRequests } from "../../middleware/too-many-requests";
import { validate } from "../../middleware/validate";
import { endSessionSockets } from "../../realtime/end-sessions";
import { isEmailVerified, sendVerificationLink } from "../../services/users/email-verification";
import { MAIL_WINDOW_MS, mailLimitReached, TOO_MANY_MAILS } from "../../services/users/mail-throttle";
import { SIGN_UP_WINDOW_MS, signUpLimitReached } from "../../services/users/sign-up-throttle";
import { changePassword, createUser, findCurrentUser, renameUser } from "../../services/users/users";
import { ok } from "../respond";
import { accountRecoveryRoutes } from "./account-recovery";

export const TOO_MANY_SIGN_UPS = "Too many sign-ups from this network. Please wait an hour and try again.";

export const VERIFICATION_SENT_MESSAGE = "We have sent you a new link. Please check your inbox.";
export const ALREADY_VERIFIED_MESSAGE = "Your e-mail address is already confirmed.";

/**
 * POST /api/users: sign-up, open to anyone but limited per address (1007); the trial starts now on the
 * product's clock, and the address is sent its verification link after the answer. Then the e-mailed
 * links' routes (account-recovery.ts), also open to anyone.
 */
export const signUpRoutes = new Hono<AppEnv>()
  .post("/", validate("json", signUpSchema), async (c) => {
    if (await signUpLimitReached(c.var.db, clientAddress(c.req.header("CF-Connecting-IP")))) {
      throw tooManyRequests(c, SIGN_UP_WINDOW_MS, TOO_MANY_SIGN_UPS);
    }
    const id = await createUser(c.var.db, c.req.valid("json"), await c.var.now(), c.env.PASSWORD_PEPPER);
    c.executionCtx.waitUntil(sendVerificationLink(c.var.db, mailSettings(c.env), id, new Date()));
    return ok(c, { id }, 201);
  })
  .route("/", accountRecoveryRoutes);

/** /api/users for the signed-in user: their own record. */
export const usersRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const user = await findCurrentUser(c.var.db, c.var.user.id, c.var.membership.organisationId);
    if (!user) throw new ApiError(1009, "Please sign in to continue.");
    return ok(c, user);
  })
  .patch("/", validate("json", updateProfileSchema), async (c) => {
    await renameUser(c.var.db, c.var.user.id, c.req.valid("json").name);
    return ok(c, await findCurrentUser(c.var.db, c.var.user.id, c.var.membership.organisationId));
  })
  // Every other session ends (4001); this browser's is renewed under a new id and stays signed in, its
  // old id's tabs told to reconnect (renewSession). Tries limited (429/1007).
  .put("/password", validate("json", changePasswordSchema), passwordTryLimit(), async (c) => {
    const { currentPassword, newPassword } = c.req.valid("json");
    const changedAt = new Date();
    await changePassword(
      c.var.db,
      c.var.user.id,
      currentPassword,
      newPassword,
      c.env.PASSWORD_PEPPER,
      changedAt,
    );
    await renewSession(c, changedAt.getTime());
    await endSessionSockets(c.env, c.var.user.id, {
      confirmedBefore: changedAt.getTime(),
      keepSessionId: c.var.user.sessionId,
    });
    return ok(c, { changed: true });
  })
  // The verification e-mail again (the banner's button), limited as reset links are.
  .post("/email-verification", async (c) => {
    const { db } = c.var;
    if (await isEmailVerified(db, c.var.user.id)) return ok(c, { message: ALREADY_VERIFIED_MESSAGE });
    const user = await findCurrentUser(db, c.var.user.id);
    if (!user) throw new ApiError(1009, "Please sign in to continue.");
    if (await mailLimitReached(db, user.email, clientAddress(c.req.header("CF-Connecting-IP")))) {
      throw tooManyRequests(c, MAIL_WINDOW_MS, TOO_MANY_MAILS);
    }
    c.executionCtx.waitUntil(sendVerificationLink(db, mailSettings(c.env), user.id, new Date()));
    return ok(c, { message: VERIFICATION_SENT_MESSAGE });
  });
