import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { SentMail } from "../../../sandbox/http/mail/mail-store";

/** A mail as the sandbox's outbox answers it (`GET /_sandbox/mail/messages`). */
export type OutboxMail = SentMail;

export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const response = await fetch(`${env.SANDBOX_URL}/_sandbox/mail/messages?${new URLSearchParams({ to })}`);
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** Waits until `to` has received `count` mails whose subject matches; answers the newest of them. */
export async function waitForMail(to: string, subject: RegExp, count = 1) {
  return vi.waitFor(
    async () => {
      const matching = (await mailsTo(to)).filter((mail) => subject.test(mail.subject));
      if (matching.length < count)
        throw new Error(`${to} has ${matching.length} of ${count} mails "${subject}"`);
      return matching[matching.length - 1] as OutboxMail;
    },
    { timeout: 20_000, interval: 50 },
  );
}

/** The token of the first link to `path` in the mail's text. */
export function linkToken(mail: OutboxMail, path: string) {
  const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return { link, token: new URL(link).searchParams.get("token") ?? "" };
}

/** Makes the sandbox's mail API answer `status` (the provider down) until cleared, or to the next `times` sends. */
export const setMailFault = (status: number, times?: number) =>
  fetch(`${env.SANDBOX_URL}/_sandbox/mail/fault`, {
    method: "POST",
    body: JSON.stringify({ status, times }),
  });
export const clearMailFault = () => fetch(`${env.SANDBOX_URL}/_sandbox/mail/fault`, { method: "DELETE" });
