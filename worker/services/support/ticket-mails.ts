import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { supportTickets, users } from "../../db/schema";
import { deliverMail } from "../../mail/deliver-mail";
import type { MailSettings } from "../../mail/mail-settings";
import { supportTicketMail, supportTicketReceivedMail } from "../../mail/messages/support-ticket-mails";
import { enqueueSupportMail } from "../../queue/mail-queue";

/** Where a ticket's mails stand: all sent (or the ticket is gone), worth trying again, or not sendable. */
export type TicketMailOutcome = "done" | "retry" | "failed";

/**
 * Sends what is still unsent of a stored ticket: the request to the support address (reply-to the
 * form's address) and the seller's receipt, each marked once the API took it. The receipt goes only to
 * the account's own address, and only once it is confirmed: the form's address is anyone's to type, and
 * an unconfirmed one may be a stranger's. Each mail carries an idempotency key of its own, so a retry
 * after a lost answer does not send it twice.
 */
export async function mailSupportTicket(
  db: Database,
  settings: MailSettings,
  ticketId: number,
  now = new Date(),
): Promise<TicketMailOutcome> {
  const row = await db
    .select({ ticket: supportTickets, accountEmail: users.email, verifiedAt: users.emailVerifiedAt })
    .from(supportTickets)
    .innerJoin(users, eq(users.id, supportTickets.userId))
    .where(eq(supportTickets.id, ticketId))
    .get();
  if (!row) return "done";
  const ticket = { ...row.ticket, accountEmail: row.accountEmail };
  const toSupport = {
    sentAt: ticket.supportMailedAt,
    column: "supportMailedAt",
    kind: "support-ticket",
    mail: supportTicketMail(settings.supportEmail, ticket),
  } as const;
  const receipt = {
    sentAt: ticket.acknowledgedAt,
    column: "acknowledgedAt",
    kind: "support-ticket-received",
    mail: supportTicketReceivedMail(ticket.id, ticket.accountEmail, settings.supportEmail),
  } as const;
  const mails = row.verifiedAt ? [toSupport, receipt] : [toSupport];
  const outcomes: TicketMailOutcome[] = [];
  for (const { sentAt, column, kind, mail } of mails) {
    if (sentAt) continue;
    const delivery = await deliverMail(settings, kind, mail, `support-ticket/${ticket.id}/${kind}`);
    if (delivery.sent)
      await db
        .update(supportTickets)
        .set({ [column]: now })
        .where(eq(supportTickets.id, ticket.id));
    outcomes.push(delivery.sent ? "done" : delivery.retryable ? "retry" : "failed");
  }
  if (outcomes.includes("retry")) return "retry";
  return outcomes.includes("failed") ? "failed" : "done";
}

/**
 * Right after the ticket is stored (in waitUntil, so the seller's answer never waits on or fails with
 * the mail API): its mails, and the queue's retry when the API failed in a way worth retrying.
 */
export async function mailNewSupportTicket(
  db: Database,
  settings: MailSettings,
  queue: Queue,
  ticketId: number,
) {
  if ((await mailSupportTicket(db, settings, ticketId)) === "retry")
    await enqueueSupportMail(queue, ticketId);
}
