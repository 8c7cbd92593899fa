import { and, eq, inArray, isNull, max } from "drizzle-orm";
import { ALERT_UNSUBSCRIBE_PATH } from "../../contracts/alerts/unsubscribe";
import { accountLink } from "../../contracts/users/account-links";
import { notifications } from "../../db/alerts-schema";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { deliverMail } from "../../mail/deliver-mail";
import { mailSettings } from "../../mail/mail-settings";
import { alertDigestMail, alertMail, type MailedAlert } from "../../mail/messages/alert-mails";
import { unsubscribeToken } from "./unsubscribe-token";

type Row = typeof notifications.$inferSelect;

/** A digest goes at most once in this long: the first digest alert after it sends one at once. */
export const DIGEST_EVERY_MS = 24 * 60 * 60 * 1000;

async function mailedAlert(env: Env, origin: string, row: Row): Promise<MailedAlert> {
  const token = await unsubscribeToken(env.AUTH_SECRET, row.profileId, row.kind);
  return {
    title: row.title,
    text: row.text,
    actUrl: `${origin}${row.link}`,
    unsubscribeUrl: accountLink(origin, ALERT_UNSUBSCRIBE_PATH, token),
  };
}

/**
 * The seller's address once confirmed, else none: alerts quote names the seller typed on Amazon
 * (campaigns, SKUs), which must not reach an address someone else signed up with.
 */
const emailOf = async (db: Database, userId: string) => {
  const [user] = await db
    .select({ email: users.email, confirmedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return user?.confirmedAt ? user.email : undefined;
};

const markEmailed = (db: Database, ids: number[], now: Date) =>
  db.update(notifications).set({ emailedAt: now }).where(inArray(notifications.id, ids));

/** E-mails each of these newly raised alerts whose rule says "at once"; one mail each. */
export async function mailAlertsNow(db: Database, env: Env, userId: string, rows: Row[], now: Date) {
  const due = rows.filter((row) => row.delivery === "EMAIL_NOW");
  const to = due.length > 0 ? await emailOf(db, userId) : undefined;
  if (!to) return;
  const settings = mailSettings(env);
  for (const row of due) {
    const mail = alertMail(to, await mailedAlert(env, settings.appOrigin, row));
    const delivery = await deliverMail(settings, "alert", mail, `alert-${row.id}`);
    if (delivery.sent) await markEmailed(db, [row.id], now);
  }
}

/**
 * The seller's daily digest: every digest alert not yet mailed, in one e-mail, when the last digest
 * went out at least DIGEST_EVERY_MS ago (or never). A failed send leaves them for the next hour.
 */
export async function mailDueDigest(db: Database, env: Env, userId: string, now: Date) {
  const ofDigest = and(eq(notifications.userId, userId), eq(notifications.delivery, "EMAIL_DIGEST"));
  const [last] = await db
    .select({ at: max(notifications.emailedAt) })
    .from(notifications)
    .where(ofDigest);
  if (last?.at && now.getTime() - last.at.getTime() < DIGEST_EVERY_MS) return;
  const pending = await db
    .select()
    .from(notifications)
    .where(and(ofDigest, isNull(notifications.emailedAt)))
    .orderBy(notifications.id);
  const to = pending.length > 0 ? await emailOf(db, userId) : undefined;
  if (!to) return;
  const settings = mailSettings(env);
  const alerts = await Promise.all(pending.map((row) => mailedAlert(env, settings.appOrigin, row)));
  const key = `alert-digest-${userId}-${pending[0]?.id}`;
  const delivery = await deliverMail(settings, "alert-digest", alertDigestMail(to, alerts), key);
  if (delivery.sent)
    await markEmailed(
      db,
      pending.map((row) => row.id),
      now,
    );
}
