import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

/** A stored support request, as the mail to the support team needs it. */
export type TicketForMail = {
  id: number;
  fullName: string;
  email: string;
  businessName: string;
  reason: string;
  description: string;
  /** The signed-in seller's account e-mail (the form's e-mail may be another). */
  accountEmail: string;
};

const fields = (ticket: TicketForMail): [string, string][] => [
  ["Name", ticket.fullName],
  ["E-mail", ticket.email],
  ["Business", ticket.businessName],
  ["Reason", ticket.reason],
  ["Account", ticket.accountEmail],
];

/** The request as the support team reads it; replying goes to the address the seller gave in the form. */
export function supportTicketMail(supportEmail: string, ticket: TicketForMail): Mail {
  const list = fields(ticket);
  return {
    to: supportEmail,
    replyTo: ticket.email,
    subject: `Support request #${ticket.id}: ${ticket.reason}`,
    text: [...list.map(([label, value]) => `${label}: ${value}`), "", ticket.description].join("\n"),
    html: mailHtml(`Support request #${ticket.id}`, [
      ...list.map(([label, value]) => `<strong>${label}:</strong> ${escapeHtml(value)}`),
      escapeHtml(ticket.description).replace(/\n/g, "<br>"),
    ]),
  };
}

/**
 * The seller's receipt, to their own confirmed account address only. It holds nothing they typed (not
 * their name, reason or text, nor the form's address): Skupilot's mail must not carry a stranger's words
 * to anyone.
 */
export function supportTicketReceivedMail(
  ticketId: number,
  accountEmail: string,
  supportEmail: string,
): Mail {
  const lines = [
    "Hello,",
    `Thanks for contacting Skupilot support. We received your request #${ticketId} and will reply by e-mail to the address you gave in the form.`,
    "If you did not send this request, reply to this e-mail and tell us.",
  ];
  return {
    to: accountEmail,
    replyTo: supportEmail,
    subject: `We received your request #${ticketId}`,
    text: lines.join("\n\n"),
    html: mailHtml("We received your request", lines.map(escapeHtml)),
  };
}
