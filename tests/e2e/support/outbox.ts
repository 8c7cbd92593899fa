import type { Page } from "playwright-core";
import { expect, inject } from "vitest";

type OutboxMail = { id: string; subject: string; text: string | null };

/** The mails the sandbox's outbox holds for `to`, oldest first. */
export async function mailsTo(to: string): Promise<OutboxMail[]> {
  const response = await fetch(
    `${inject("sandboxUrl")}/_sandbox/mail/messages?${new URLSearchParams({ to })}`,
  );
  return ((await response.json()) as { messages: OutboxMail[] }).messages;
}

/** Waits until `to` has `count` mails with this subject (they are sent after the answer); the newest. */
export async function waitForMail(to: string, subject: string, count = 1) {
  await expect
    .poll(async () => (await mailsTo(to)).filter((mail) => mail.subject === subject).length, {
      timeout: 30_000,
    })
    .toBeGreaterThanOrEqual(count);
  return (await mailsTo(to)).filter((mail) => mail.subject === subject).at(-1) as OutboxMail;
}

/** The first link to `path` in the mail's text. */
export function linkIn(mail: OutboxMail, path: string) {
  const link = mail.text?.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname === path);
  if (!link) throw new Error(`no ${path} link in "${mail.subject}"`);
  return link;
}

/** Opens the outbox page as a person would, then the newest mail to `to` with this subject. */
export async function openMailInOutbox(page: Page, to: string, subject: string) {
  await page.goto(`${inject("sandboxUrl")}/_sandbox/mail/outbox`);
  await page.locator("tr", { hasText: to }).getByRole("link", { name: subject }).first().click();
  await page.getByRole("heading", { name: subject }).waitFor();
}
