import { eq } from "drizzle-orm";
import { ACCOUNT_LINK_PATHS, accountLink } from "../../contracts/users/account-links";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { deliverMail } from "../../mail/deliver-mail";
import type { MailSettings } from "../../mail/mail-settings";
import { verifyEmailMail } from "../../mail/messages/verify-email-mail";
import { issueToken, linkRefused, redeemToken } from "./account-tokens";

/** E-mails the user a link that confirms their address (at sign-up, and again on request). */
export async function sendVerificationLink(db: Database, settings: MailSettings, userId: string, now: Date) {
  const user = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  if (!user) return;
  const token = await issueToken(db, user, "verify-email", now);
  const link = accountLink(settings.appOrigin, ACCOUNT_LINK_PATHS.verifyEmail, token);
  await deliverMail(settings, "verify-email", verifyEmailMail(user.email, link));
}

export async function isEmailVerified(db: Database, userId: string) {
  const row = await db
    .select({ verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  return Boolean(row?.verifiedAt);
}

/**
 * Confirms the address the link was sent to, if it is still the user's. A link opened again after it
 * worked answers success too: the address is confirmed, which is all the seller wants to know.
 */
export async function verifyEmail(db: Database, token: string, now: Date) {
  const use = await redeemToken(db, token, "verify-email", now);
  const user = use.userId ? await db.select().from(users).where(eq(users.id, use.userId)).get() : undefined;
  if (!user || user.email !== use.email) throw linkRefused(use.ok ? "unknown" : use.problem);
  if (!use.ok) {
    if (use.problem === "used" && user.emailVerifiedAt) return { email: user.email };
    throw linkRefused(use.problem);
  }
  if (!user.emailVerifiedAt) {
    await db.update(users).set({ emailVerifiedAt: now, updatedAt: now }).where(eq(users.id, user.id));
  }
  return { email: user.email };
}
