import type { Database } from "../app-env";
import { supportTickets } from "../db/schema";
import type { SupportTicketInput } from "../routes/support/support.schemas";

export async function createSupportTicket(db: Database, userId: string, ticket: SupportTicketInput) {
  const [created] = await db
    .insert(supportTickets)
    .values({ ...ticket, userId })
    .returning({ id: supportTickets.id, createdAt: supportTickets.createdAt });
  return created;
}
