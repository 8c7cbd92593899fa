import { INVITATION_TTL_DAYS } from "../../contracts/organisations/invitation-links";
import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

export type InvitationMailFacts = {
  to: string;
  inviterName: string;
  organisationName: string;
  role: string;
  link: string;
};

/** An Owner's invitation into their organisation (docs/teams.md): the link works once, for the address it went to. */
export function invitationMail({ to, inviterName, organisationName, role, link }: InvitationMailFacts): Mail {
  const lines = [
    `${inviterName} invited you to join ${organisationName} on Skupilot as ${role === "analyst" ? "an Analyst" : "a Manager"}.`,
    `Sign in or sign up with this e-mail address (${to}), then accept. The link works once and for ${INVITATION_TTL_DAYS} days.`,
    "If you did not expect this, ignore this e-mail: nothing happens unless you accept.",
  ];
  return {
    to,
    subject: `Join ${organisationName} on Skupilot`,
    text: [lines[0], "", `Accept the invitation: ${link}`, "", lines[1], "", lines[2]].join("\n"),
    html: mailHtml(`Join ${organisationName}`, lines.map(escapeHtml), {
      label: "Accept the invitation",
      url: link,
    }),
  };
}
