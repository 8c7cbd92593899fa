import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { clientAddress } from "../../contracts/client-address";
import { supportTicketSchema } from "../../contracts/support/support.schemas";
import { mailSettings } from "../../mail/mail-settings";
import { tooManyRequests } from "../../middleware/too-many-requests";
import { validate } from "../../middleware/validate";
import { TICKET_WINDOW_MS, TOO_MANY_TICKETS, ticketLimitReached } from "../../services/support/ticket-limit";
import { mailNewSupportTicket } from "../../services/support/ticket-mails";
import { createSupportTicket } from "../../services/support/tickets";
import { ok } from "../respond";

/**
 * POST /api/support/ticket (spec 001 §7): the help page's support request form, limited per seller and
 * per address (429/1007). Stored first; the mails (to the support address, and the seller's receipt)
 * go after the answer, the queue retrying them while the mail API fails, so the form never fails for
 * the mail's sake.
 */
export const supportRoutes = new Hono<AppEnv>().post(
  "/ticket",
  validate("json", supportTicketSchema),
  async (c) => {
    const { db, user } = c.var;
    if (await ticketLimitReached(db, user.id, clientAddress(c.req.header("CF-Connecting-IP")))) {
      throw tooManyRequests(c, TICKET_WINDOW_MS, TOO_MANY_TICKETS);
    }
    const created = await createSupportTicket(db, user.id, c.req.valid("json"));
    c.executionCtx.waitUntil(mailNewSupportTicket(db, mailSettings(c.env), c.env.SYNC_QUEUE, created.id));
    return ok(c, created, 201);
  },
);
