import { type Mail, MailError, sendMail } from "../../mail/mail-client";
import type { MailSettings } from "../../mail/mail-settings";

export type Delivery = { sent: true; id: string } | { sent: false; retryable: boolean };

/**
 * Sends the mail and never throws: a mail API that is down or refuses is logged (the kind of mail and
 * the API's answer, not the address) and answered, so the caller decides whether to try again.
 */
export async function deliverMail(
  settings: MailSettings,
  kind: string,
  mail: Mail,
  idempotencyKey?: string,
): Promise<Delivery> {
  try {
    const { id } = await sendMail(settings, mail, idempotencyKey);
    return { sent: true, id };
  } catch (error) {
    const retryable = error instanceof MailError ? error.retryable : true;
    console.error(
      JSON.stringify({ level: "error", event: "mail-not-sent", kind, retryable, error: String(error) }),
    );
    return { sent: false, retryable };
  }
}
