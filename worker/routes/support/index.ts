import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { supportTicketSchema } from "../../contracts/support/support.schemas";
import { validate } from "../../middleware/validate";
import { createSupportTicket } from "../../services/support/tickets";
import { ok } from "../respond";

/** POST /api/support/ticket (spec 001 §7): the help page's support request form. */
export const supportRoutes = new Hono<AppEnv>().post(
  "/ticket",
  validate("json", supportTicketSchema),
  async (c) => ok(c, await createSupportTicket(c.var.db, c.var.user.id, c.req.valid("json")), 201),
);
