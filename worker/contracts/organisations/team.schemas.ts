/**
 * The organisation's team (issue 34 item 3; docs/teams.md): its members, its pending invitations and
 * what an Owner changes of them. Pure valibot, shared with the web.
 */
import * as v from "valibot";
import { emailSchema, linkTokenSchema } from "../users/users.schemas";
import type { MembershipRole } from "./roles";

/** The roles an invitation or a role change gives: ownership is transferred, never invited or set. */
export const INVITED_ROLES = ["manager", "analyst"] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];

const invitedRole = v.picklist(INVITED_ROLES, "Must be manager or analyst");
/** A member's id is their user id; an invitation's is a UUID. Both at most 64 characters. */
const id = v.pipe(
  v.string("Required"),
  v.trim(),
  v.nonEmpty("Required"),
  v.maxLength(64, "Max length - 64 characters"),
);

export const inviteSchema = v.object({ email: emailSchema, role: invitedRole });
export type InviteInput = v.InferInput<typeof inviteSchema>;

export const memberParamSchema = v.object({ memberId: id });
export const invitationParamSchema = v.object({ invitationId: id });

export const changeRoleSchema = v.object({ role: invitedRole });
export type ChangeRoleInput = v.InferInput<typeof changeRoleSchema>;

export const transferOwnershipSchema = v.object({ memberId: id });
export type TransferOwnershipInput = v.InferInput<typeof transferOwnershipSchema>;

export const acceptInvitationSchema = v.object({ token: linkTokenSchema });
export type AcceptInvitationInput = v.InferInput<typeof acceptInvitationSchema>;

export type TeamMember = {
  id: string;
  name: string;
  email: string;
  role: MembershipRole;
  joinedAt: string;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: InvitedRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

/** GET /api/organisation/members */
export type Team = { members: TeamMember[]; invitations: PendingInvitation[] };

/** POST /api/invitations/accept: the organisation joined, for the web to act in it. */
export type JoinedOrganisation = { organisationId: string; name: string; role: InvitedRole };
