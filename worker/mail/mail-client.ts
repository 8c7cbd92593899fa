import type { MailSettings } from "./mail-settings";

/** One e-mail as the mail API takes it (Resend's `POST /emails`). */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
};

/** The mail API refused or could not be reached; `retryable` when trying again later may work. */
export class MailError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = "MailError";
  }
}

/**
 * Sends one e-mail through a Resend-style JSON API: `POST {apiUrl}/emails` with a Bearer key, answering
 * `{ id }`. `idempotencyKey` (Resend's `Idempotency-Key`, kept 24 h) lets a retry after a timeout send
 * the mail once. Throws MailError; without an API key it throws a non-retryable one.
 */
export async function sendMail(settings: MailSettings, mail: Mail, idempotencyKey?: string) {
  if (!settings.apiKey) throw new MailError("MAIL_API_KEY is not set: no mail is sent", false);
  let response: Response;
  try {
    response = await fetch(`${settings.apiUrl}/emails`, {
      method: "POST",
      headers: {
        Authorization: `Bearer ${settings.apiKey}`,
        "Content-Type": "application/json",
        ...(idempotencyKey ? { "Idempotency-Key": idempotencyKey } : {}),
      },
      body: JSON.stringify({
        from: settings.from,
        to: [mail.to],
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
      }),
    });
  } catch (error) {
    throw new MailError(`the mail API could not be reached: ${String(error)}`, true);
  }
  const answer = (await response.json().catch(() => ({}))) as { id?: string; message?: string };
  if (!response.ok || typeof answer.id !== "string") {
    const retryable = response.status === 429 || response.status >= 500;
    throw new MailError(
      `the mail API answered ${response.status}: ${answer.message ?? "no message"}`,
      retryable,
    );
  }
  return { id: answer.id };
}
