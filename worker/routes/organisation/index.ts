import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  changeRoleSchema,
  invitationParamSchema,
  inviteSchema,
  memberParamSchema,
  transferOwnershipSchema,
} from "../../contracts/organisations/team.schemas";
import { mailSettings } from "../../mail/mail-settings";
import { tooManyRequests } from "../../middleware/too-many-requests";
import { validate } from "../../middleware/validate";
import { endSessionSockets } from "../../realtime/end-sessions";
import { INVITATION_WINDOW_MS } from "../../services/organisations/invitation-limits";
import { InvitationLimitError, invite, revokeInvitation } from "../../services/organisations/invite";
import { changeRole, removeMember, transferOwnership } from "../../services/organisations/members";
import { personOf, teamOf } from "../../services/organisations/team";
import { ok } from "../respond";

/**
 * /api/organisation: the team of the organisation the request acts in (docs/teams.md). Every member
 * reads it; inviting, revoking, roles, removal and ownership need `members` (the Owner; route-needs.ts).
 */
export const organisationRoutes = new Hono<AppEnv>()
  .get("/members", async (c) => ok(c, await teamOf(c.var.db, c.var.membership.organisationId, new Date())))
  .post("/invitations", validate("json", inviteSchema), async (c) => {
    const { email, role } = c.req.valid("json");
    const { db, membership } = c.var;
    const inviter = await personOf(db, c.var.user.id);
    try {
      const { invitation, send } = await invite(
        db,
        mailSettings(c.env),
        {
          userId: inviter.id,
          name: inviter.name,
          organisationId: membership.organisationId,
          organisationName: membership.name,
        },
        email,
        role,
        new Date(),
      );
      c.executionCtx.waitUntil(send());
      return ok(c, invitation, 201);
    } catch (error) {
      if (error instanceof InvitationLimitError)
        throw tooManyRequests(c, INVITATION_WINDOW_MS, error.message);
      throw error;
    }
  })
  .delete("/invitations/:invitationId", validate("param", invitationParamSchema), async (c) =>
    ok(
      c,
      await revokeInvitation(
        c.var.db,
        c.var.membership.organisationId,
        c.req.valid("param").invitationId,
        new Date(),
      ),
    ),
  )
  .put(
    "/members/:memberId",
    validate("param", memberParamSchema),
    validate("json", changeRoleSchema),
    async (c) =>
      ok(
        c,
        await changeRole(
          c.var.db,
          c.var.membership.organisationId,
          c.req.valid("param").memberId,
          c.req.valid("json").role,
        ),
      ),
  )
  .delete("/members/:memberId", validate("param", memberParamSchema), async (c) => {
    const { memberId } = c.req.valid("param");
    const removed = await removeMember(c.var.db, c.var.membership.organisationId, memberId);
    // Their next request falls back to an organisation they still belong to (active-organisation.ts);
    // their channel is one per user, so every tab of theirs reconnects at once (4003), signed in.
    await endSessionSockets(c.env, memberId, { membershipEnded: true });
    return ok(c, removed);
  })
  .post("/ownership", validate("json", transferOwnershipSchema), async (c) =>
    ok(
      c,
      await transferOwnership(
        c.var.db,
        c.var.membership.organisationId,
        c.var.user.id,
        c.req.valid("json").memberId,
      ),
    ),
  );
