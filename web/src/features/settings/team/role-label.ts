import type { MembershipRole } from "@contracts/organisations/roles";

export const ROLE_LABELS: Record<MembershipRole, string> = {
  owner: "Owner",
  manager: "Manager",
  analyst: "Analyst",
};

/** A date of the team's lists, in the browser's language: 7 Dec 2026. */
export const teamDate = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: "numeric", month: "short", year: "numeric" });
