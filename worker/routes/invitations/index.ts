import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { acceptInvitationSchema } from "../../contracts/organisations/team.schemas";
import { validate } from "../../middleware/validate";
import { acceptInvitation } from "../../services/organisations/accept-invitation";
import { personOf } from "../../services/organisations/team";
import { ok } from "../respond";

/**
 * POST /api/invitations/accept {token}: the signed-in invitee joins the invitation's organisation. They
 * are not its member yet, so it needs only `read` (any role of any organisation: route-needs.ts) and no
 * subscription (open-without-subscription.ts); the token is what lets them in.
 */
export const invitationRoutes = new Hono<AppEnv>().post(
  "/accept",
  validate("json", acceptInvitationSchema),
  async (c) => {
    const person = await personOf(c.var.db, c.var.user.id);
    return ok(c, await acceptInvitation(c.var.db, person, c.req.valid("json").token, new Date()));
  },
);
