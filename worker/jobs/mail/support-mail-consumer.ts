import type { Database } from "../../db/client";
import { mailSettings } from "../../mail/mail-settings";
import type { SupportMailMessage } from "../../queue/mail-queue";
import { mailSupportTicket } from "../../services/support/ticket-mails";

type MailJobContext = { db: Database; env: Env };

/** Backoff between the queue's tries: 1, 2, 4 … minutes, at most an hour. */
const retryDelaySeconds = (attempts: number) => Math.min(3600, 60 * 2 ** Math.max(0, attempts - 1));

/** A support ticket's mails sent again; retried while the mail API fails, then the dead-letter queue. */
export async function consumeSupportMail(message: Message<SupportMailMessage>, { db, env }: MailJobContext) {
  try {
    const outcome = await mailSupportTicket(db, mailSettings(env), message.body.ticketId);
    if (outcome === "retry") message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
    else message.ack();
  } catch {
    message.retry({ delaySeconds: retryDelaySeconds(message.attempts) });
  }
}

/**
 * Given up on: the ticket stays stored (support_tickets rows with a null support_mailed_at or
 * acknowledged_at are the ones an operator reads by hand), and one line says so.
 */
export async function consumeDeadSupportMail(message: Message<SupportMailMessage>) {
  console.error(
    JSON.stringify({
      level: "error",
      event: "dead-letter",
      kind: message.body.kind,
      ticketId: message.body.ticketId,
      id: message.id,
      attempts: message.attempts,
    }),
  );
  message.ack();
}
