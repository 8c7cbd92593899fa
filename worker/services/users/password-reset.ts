import { eq } from "drizzle-orm";
import { ACCOUNT_LINK_PATHS, accountLink } from "../../contracts/users/account-links";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { deliverMail } from "../../mail/deliver-mail";
import type { MailSettings } from "../../mail/mail-settings";
import { passwordResetMail } from "../../mail/messages/password-reset-mail";
import { issueToken, linkRefused, redeemToken, retireTokens } from "./account-tokens";
import { hashPassword } from "./passwords";
import { forgetSignInFailures } from "./sign-in-throttle";

/** The same answer whether or not the e-mail has an account. */
export const RESET_REQUESTED_MESSAGE =
  "If an account exists for this e-mail, we have sent it a link to set a new password. The link works for 30 minutes.";

/**
 * E-mails a reset link when the address has an account, and nothing otherwise. Run after the answer
 * (waitUntil), so its time does not tell which addresses exist either.
 */
export async function sendPasswordResetLink(db: Database, settings: MailSettings, email: string, now: Date) {
  const user = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .get();
  if (!user) return;
  const token = await issueToken(db, user, "password-reset", now);
  const link = accountLink(settings.appOrigin, ACCOUNT_LINK_PATHS.resetPassword, token);
  await deliverMail(settings, "password-reset", passwordResetMail(user.email, link));
}

/**
 * Sets the new password with a reset link: the link is used up (as is every other reset link of the
 * user), every session of the user ends (`sessions_valid_after`), the sign-in failures counted against
 * the e-mail are forgotten (no lock-out after a reset), and the address counts as verified since the
 * seller read a mail sent to it.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
  pepper: string,
  now: Date,
) {
  const use = await redeemToken(db, token, "password-reset", now);
  if (!use.ok) throw linkRefused(use.problem);
  const user = await db.select().from(users).where(eq(users.id, use.userId)).get();
  if (!user) throw linkRefused("unknown");
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(password, pepper),
      sessionsValidAfter: now,
      updatedAt: now,
      ...(user.emailVerifiedAt === null && user.email === use.email ? { emailVerifiedAt: now } : {}),
    })
    .where(eq(users.id, user.id));
  await retireTokens(db, user.id, "password-reset", now);
  await forgetSignInFailures(db, user.email);
  return { email: user.email, userId: user.id };
}
