import type { NewMail } from "./mail-store";

/** Resend's error body: `{ statusCode, name, message }`. */
export const resendError = (statusCode: number, name: string, message: string) => ({
  statusCode,
  name,
  message,
});

const list = (value: unknown): string[] | null => {
  if (typeof value === "string") return [value];
  if (Array.isArray(value) && value.every((one) => typeof one === "string")) return value as string[];
  return null;
};

const ADDRESS = /^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/;

/** Checks a `POST /emails` body as Resend does (422 validation_error); the mail, or the message saying what is wrong. */
export function parseSendRequest(body: unknown): { mail: NewMail } | { problem: string } {
  if (typeof body !== "object" || body === null) return { problem: "Send a JSON body." };
  const request = body as Record<string, unknown>;
  if (typeof request.from !== "string" || !request.from) return { problem: "Missing `from` field." };
  if (!ADDRESS.test(request.from))
    return {
      problem:
        "Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
    };
  const to = list(request.to);
  if (!to || to.length === 0) return { problem: "Missing `to` field." };
  if (to.length > 50) return { problem: "Invalid `to` field. A maximum of 50 recipients is allowed." };
  if (!to.every((one) => ADDRESS.test(one)))
    return {
      problem:
        "Invalid `to` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
    };
  if (typeof request.subject !== "string" || !request.subject) return { problem: "Missing `subject` field." };
  const text = typeof request.text === "string" ? request.text : null;
  const html = typeof request.html === "string" ? request.html : null;
  if (text === null && html === null) return { problem: "Missing `html` or `text` field." };
  const replyTo = request.reply_to === undefined ? [] : list(request.reply_to);
  if (!replyTo) return { problem: "Invalid `reply_to` field." };
  return { mail: { from: request.from, to, subject: request.subject, text, html, replyTo } };
}
