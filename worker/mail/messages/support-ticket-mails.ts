import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

/** A stored support request, as the two mails about it need it. */
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

/** The request as the support team reads it; replying goes to the address the seller gave. */
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

/** What the seller gets back: the help page's promise ("We'll reply by e-mail") and a copy of the request. */
export function supportTicketReceivedMail(ticket: TicketForMail, supportEmail: string): Mail {
  const lines = [
    `Hi ${ticket.fullName},`,
    `Thanks for contacting Skupilot support. We received your request #${ticket.id} ("${ticket.reason}") and will reply to this address by e-mail.`,
    "Your message:",
  ];
  return {
    to: ticket.email,
    replyTo: supportEmail,
    subject: `We received your request #${ticket.id}`,
    text: [lines[0], "", lines[1], "", lines[2], ticket.description].join("\n"),
    html: mailHtml("We received your request", [
      ...lines.map(escapeHtml),
      escapeHtml(ticket.description).replace(/\n/g, "<br>"),
    ]),
  };
}
