import type { Mail } from "../mail-client";
import { escapeHtml, mailHtml } from "./mail-html";

/** An alert as an e-mail shows it: its words, the page to act on, the link that stops its e-mails. */
export type MailedAlert = { title: string; text: string; actUrl: string; unsubscribeUrl: string };

const UNSUBSCRIBE_LINE = "Stop e-mails of this alert (it stays in the app's notifications)";

const unsubscribeHtml = (url: string) =>
  `<span style="font-size:12px"><a href="${escapeHtml(url)}" style="color:#6b7280">${UNSUBSCRIBE_LINE}</a></span>`;

/** One alert, sent at once (the rule's delivery is "E-mail at once"). */
export function alertMail(to: string, alert: MailedAlert): Mail {
  return {
    to,
    subject: `Skupilot alert: ${alert.title}`,
    text: [
      alert.text,
      "",
      `Open it in Skupilot: ${alert.actUrl}`,
      "",
      `${UNSUBSCRIBE_LINE}: ${alert.unsubscribeUrl}`,
    ].join("\n"),
    html: mailHtml(alert.title, [escapeHtml(alert.text), unsubscribeHtml(alert.unsubscribeUrl)], {
      label: "Open in Skupilot",
      url: alert.actUrl,
    }),
  };
}

/** The day's digest: every alert of the rules whose delivery is "Daily e-mail digest" since the last one. */
export function alertDigestMail(to: string, alerts: MailedAlert[]): Mail {
  const count = `${alerts.length} ${alerts.length === 1 ? "alert" : "alerts"}`;
  return {
    to,
    subject: `Skupilot daily digest: ${count}`,
    text: alerts
      .flatMap((alert) => [
        alert.title,
        alert.text,
        `Open it in Skupilot: ${alert.actUrl}`,
        `${UNSUBSCRIBE_LINE}: ${alert.unsubscribeUrl}`,
        "",
      ])
      .join("\n"),
    html: mailHtml(
      `Your daily digest: ${count}`,
      alerts.map(
        (alert) =>
          `<strong>${escapeHtml(alert.title)}</strong><br>${escapeHtml(alert.text)}<br><a href="${escapeHtml(alert.actUrl)}">Open in Skupilot</a> · ${unsubscribeHtml(alert.unsubscribeUrl)}`,
      ),
    ),
  };
}
