/**
 * What a member may do in an organisation (issue 34; docs/teams.md). A route declares the one need it
 * has (middleware/route-needs.ts); the role gate refuses a member whose role lacks it with 403/1013.
 */
export const MEMBERSHIP_ROLES = ["owner", "manager", "analyst"] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

/** read: see everything, export, chat; write: change the seller's world; billing: the plan; members: the team. */
export const ROUTE_NEEDS = ["read", "write", "billing", "members"] as const;
export type RouteNeed = (typeof ROUTE_NEEDS)[number];

export const ROLE_MAY: Record<MembershipRole, readonly RouteNeed[]> = {
  owner: ["read", "write", "billing", "members"],
  manager: ["read", "write"],
  analyst: ["read"],
};

export const roleMay = (role: MembershipRole, need: RouteNeed) => ROLE_MAY[role].includes(need);

export const ROLE_REFUSED_MESSAGE = "Your role in this organisation cannot do this. Ask an owner.";
