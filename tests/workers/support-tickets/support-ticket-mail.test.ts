import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../../worker/db/client";
import worker from "../../../worker/index";
import { mailSettings } from "../../../worker/mail/mail-settings";
import { SYNC_QUEUE_NAME } from "../../../worker/queue/sync-queue";
import { mailSupportTicket } from "../../../worker/services/support/ticket-mails";
import { confirmAddress, signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { clearMailFault, mailsTo, setMailFault, waitForMail } from "../support/outbox";

const ticketFrom = (email: string) => ({
  fullName: "Ann Seller",
  email,
  businessName: "Ann's Shop",
  reason: "Billing <question>",
  description: "How does the ad-spend cap count refunds?\nThanks!",
});

const mailedColumns = (id: number) =>
  env.DB.prepare("select support_mailed_at, acknowledged_at from support_tickets where id = ?")
    .bind(id)
    .first<{ support_mailed_at: number | null; acknowledged_at: number | null }>();

const receiptsTo = async (email: string) =>
  (await mailsTo(email)).filter((mail) => mail.subject.startsWith("We received your request"));

/**
 * A new seller (their address confirmed unless said otherwise) files a ticket giving a contact address
 * of its own; answers the seller, the contact and the ticket's id.
 */
async function fileTicket(prefix: string, { confirmed = true } = {}) {
  const seller = await signedInUser(prefix);
  if (confirmed) await confirmAddress(seller.id);
  const contact = `${prefix}-${Date.now()}@example.com`;
  const { status, json } = await call("/api/support/ticket", {
    method: "POST",
    cookie: seller.cookie,
    body: ticketFrom(contact),
  });
  expect(status).toBe(201);
  return { seller, contact, id: json.data.id as number };
}

async function runQueueMessage(ticketId: number, id: string) {
  const batch = createMessageBatch(SYNC_QUEUE_NAME, [
    { id, timestamp: new Date(), attempts: 1, body: { kind: "support-ticket-mail", ticketId } },
  ]);
  await worker.queue(batch, env);
  return getQueueResult(batch, createExecutionContext());
}

describe("a support ticket is e-mailed to support and acknowledged to the seller's own address", () => {
  afterEach(async () => {
    await clearMailFault();
    vi.restoreAllMocks();
  });

  it("sends the request to the support address (replies go to the form's address) and a receipt to the seller's confirmed address, holding none of their text", async () => {
    const { seller, contact, id } = await fileTicket("ticket");
    const typed = ticketFrom(contact);

    const toSupport = await waitForMail("support@skupilot.com", new RegExp(`^Support request #${id}: `));
    expect(toSupport.subject).toBe(`Support request #${id}: Billing <question>`);
    expect(toSupport.replyTo).toEqual([contact]);
    expect(toSupport.text).toContain(`Account: ${seller.email}`);
    expect(toSupport.text).toContain("How does the ad-spend cap count refunds?");
    expect(toSupport.html).toContain("Billing &#60;question&#62;");
    expect(toSupport.html).not.toContain("<question>");

    const receipt = await waitForMail(seller.email, new RegExp(`^We received your request #${id}$`));
    expect(receipt.text).toContain("will reply by e-mail to the address you gave in the form");
    expect(receipt.replyTo).toEqual(["support@skupilot.com"]);
    for (const text of [typed.fullName, typed.businessName, "Billing", "ad-spend cap", contact])
      expect(`${receipt.subject}\n${receipt.text}\n${receipt.html}`).not.toContain(text);
    await vi.waitFor(async () =>
      expect((await mailedColumns(id))?.acknowledged_at).toEqual(expect.any(Number)),
    );
    expect((await mailedColumns(id))?.support_mailed_at).toEqual(expect.any(Number));
    expect(await mailsTo(contact)).toEqual([]);
  });

  it("sends no receipt while the seller's address is unconfirmed, and none ever to the form's address", async () => {
    const { seller, contact, id } = await fileTicket("ticket-unconfirmed", { confirmed: false });
    await waitForMail("support@skupilot.com", new RegExp(`^Support request #${id}: `));
    // The mailing the route started, run to its end here: nothing is left to send.
    expect(await mailSupportTicket(createDatabase(env.DB), mailSettings(env), id)).toBe("done");
    expect(await mailedColumns(id)).toEqual({ support_mailed_at: expect.any(Number), acknowledged_at: null });
    expect(await mailsTo(contact)).toEqual([]);
    expect(await receiptsTo(seller.email)).toEqual([]);
  });

  it("stores the ticket and answers 201 while the mail API is down; the queue sends the mails later, once", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    await setMailFault(503);
    const { seller, id } = await fileTicket("ticket-down");
    await vi.waitFor(
      () =>
        expect(
          logged.mock.calls
            .flat()
            .join("\n")
            .match(/"event":"mail-not-sent"/g)?.length,
        ).toBeGreaterThanOrEqual(2),
      { timeout: 20_000 },
    );
    expect(await mailedColumns(id)).toEqual({ support_mailed_at: null, acknowledged_at: null });

    // The queue's try while the API is still down: retried, nothing marked.
    const stillDown = await runQueueMessage(id, "down");
    expect(stillDown.retryMessages.map((one: { msgId: string }) => one.msgId)).toEqual(["down"]);
    expect(await mailedColumns(id)).toEqual({ support_mailed_at: null, acknowledged_at: null });

    await clearMailFault();
    const back = await runQueueMessage(id, "back");
    expect([...back.explicitAcks]).toEqual(["back"]);
    expect(await mailedColumns(id)).toEqual({
      support_mailed_at: expect.any(Number),
      acknowledged_at: expect.any(Number),
    });
    // Run again (a duplicate delivery): nothing is sent twice.
    await runQueueMessage(id, "again");
    expect(await receiptsTo(seller.email)).toHaveLength(1);
  });

  it("acknowledges a message for a ticket that is gone (the seller deleted their account)", async () => {
    const result = await runQueueMessage(987_654_321, "gone");
    expect([...result.explicitAcks]).toEqual(["gone"]);
  });
});
