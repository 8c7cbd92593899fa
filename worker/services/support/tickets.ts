import type { SupportTicketCreated } from "../../contracts/support/support";
import type { SupportTicketInput } from "../../contracts/support/support.schemas";
import type { Database } from "../../db/client";
import { supportTickets } from "../../db/schema";

export const SUPPORT_TICKET_SENT_MESSAGE = "Thanks! Your request was sent. We'll reply by e-mail.";

/** Stores a seller's support request; the answer carries the notice the help page shows. */
export async function createSupportTicket(
  db: Database,
  userId: string,
  ticket: SupportTicketInput,
): Promise<SupportTicketCreated> {
  const [created] = await db
    .insert(supportTickets)
    .values({ ...ticket, userId })
    .returning({ id: supportTickets.id, createdAt: supportTickets.createdAt });
  if (!created) throw new Error("the support ticket was not stored");
  return { id: created.id, createdAt: created.createdAt.toISOString(), message: SUPPORT_TICKET_SENT_MESSAGE };
}
