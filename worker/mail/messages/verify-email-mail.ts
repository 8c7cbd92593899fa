import { ACCOUNT_LINK_TTL_MINUTES } from "../../contracts/users/account-links";
import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

/**
 * Sent at sign-up (and again from the banner): the link that confirms the seller owns the address. It
 * goes to an address nobody has confirmed yet, so it holds no text the sign-up form took (the name).
 */
export function verifyEmailMail(to: string, link: string): Mail {
  const lines = [
    "Welcome to Skupilot! Please confirm that this is your e-mail address, so we can reach you about your account and you can reset your password if you ever forget it.",
    `The link works once and for ${ACCOUNT_LINK_TTL_MINUTES} minutes; Skupilot can send you a new one from the banner in the app.`,
    "If you did not create a Skupilot account, ignore this e-mail.",
  ];
  return {
    to,
    subject: "Confirm your e-mail address for Skupilot",
    text: [lines[0], "", `Confirm your e-mail: ${link}`, "", lines[1], "", lines[2]].join("\n"),
    html: mailHtml("Confirm your e-mail address", lines.map(escapeHtml), {
      label: "Confirm e-mail address",
      url: link,
    }),
  };
}
