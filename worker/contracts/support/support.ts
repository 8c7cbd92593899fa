/** POST /api/support/ticket: the stored request and the notice the help page shows (spec 001 §7). */
export type SupportTicketCreated = { id: number; createdAt: string; message: string };
