/**
 * The support ticket's mails when the mail API failed at once: sent again by the queue (the sync's,
 * as the automation rides it: one binding, the same retries and dead-letter queue).
 */
export type SupportMailMessage = { kind: "support-ticket-mail"; ticketId: number };

/** How long after a failed send the queue tries again (then its own backoff, up to max_retries). */
export const SUPPORT_MAIL_RETRY_SECONDS = 60;

export async function enqueueSupportMail(
  queue: Queue,
  ticketId: number,
  delaySeconds = SUPPORT_MAIL_RETRY_SECONDS,
) {
  await queue.send({ kind: "support-ticket-mail", ticketId } satisfies SupportMailMessage, { delaySeconds });
}
