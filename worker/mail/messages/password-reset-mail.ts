import { ACCOUNT_LINK_TTL_MINUTES } from "../../contracts/users/account-links";
import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

/**
 * The link to set a new password, asked for on the 'Forgot password?' page. Like the sign-up mail it
 * may reach an address nobody confirmed, so it holds no name typed at sign-up.
 */
export function passwordResetMail(to: string, link: string): Mail {
  const lines = [
    "Someone (we hope you) asked to reset the password of your Skupilot account.",
    `The link works once and for ${ACCOUNT_LINK_TTL_MINUTES} minutes. Setting a new password signs you out everywhere else.`,
    "If you did not ask for this, ignore this e-mail: your password stays as it is.",
  ];
  return {
    to,
    subject: "Reset your Skupilot password",
    text: [lines[0], "", `Set a new password: ${link}`, "", lines[1], "", lines[2]].join("\n"),
    html: mailHtml("Reset your password", lines.map(escapeHtml), { label: "Set a new password", url: link }),
  };
}
