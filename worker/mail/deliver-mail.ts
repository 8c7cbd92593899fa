import { type Mail, MailError, sendMail } from "./mail-client";
import type { MailSettings } from "./mail-settings";

export type Delivery = { sent: true; id: string } | { sent: false; retryable: boolean };

/** Waits before each try after the first: a dropped connection or a blink of the provider passes in a second. */
export const MAIL_RETRY_DELAYS_MS = [250, 1_000];

/**
 * Sends the mail and never throws. A failure worth retrying (unreachable, 429, 5xx) is tried again after
 * MAIL_RETRY_DELAYS_MS under one idempotency key, so the provider sends it once however many tries reach
 * it; a verification or reset link is otherwise lost to one dropped connection. A mail still not sent is
 * logged (the kind of mail and the API's answer, not the address) and answered, so the caller decides
 * whether to try again later.
 */
export async function deliverMail(
  settings: MailSettings,
  kind: string,
  mail: Mail,
  idempotencyKey: string = crypto.randomUUID(),
  retryDelaysMs: readonly number[] = MAIL_RETRY_DELAYS_MS,
): Promise<Delivery> {
  let retryable = true;
  let failure: unknown;
  for (const delayMs of [0, ...retryDelaysMs]) {
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    try {
      const { id } = await sendMail(settings, mail, idempotencyKey);
      return { sent: true, id };
    } catch (error) {
      failure = error;
      retryable = error instanceof MailError ? error.retryable : true;
      if (!retryable) break;
    }
  }
  console.error(
    JSON.stringify({ level: "error", event: "mail-not-sent", kind, retryable, error: String(failure) }),
  );
  return { sent: false, retryable };
}
