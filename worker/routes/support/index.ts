import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { supportTicketSchema } from "../../contracts/support/support.schemas";
import { mailSettings } from "../../mail/mail-settings";
import { validate } from "../../middleware/validate";
import { mailNewSupportTicket } from "../../services/support/ticket-mails";
import { createSupportTicket } from "../../services/support/tickets";
import { ok } from "../respond";

/**
 * POST /api/support/ticket (spec 001 §7): the help page's support request form. Stored first; the mails
 * (to the support address, and the seller's acknowledgement) go after the answer, the queue retrying them
 * while the mail API fails, so the form never fails for the mail's sake.
 */
export const supportRoutes = new Hono<AppEnv>().post(
  "/ticket",
  validate("json", supportTicketSchema),
  async (c) => {
    const created = await createSupportTicket(c.var.db, c.var.user.id, c.req.valid("json"));
    c.executionCtx.waitUntil(
      mailNewSupportTicket(c.var.db, mailSettings(c.env), c.env.SYNC_QUEUE, created.id),
    );
    return ok(c, created, 201);
  },
);
