import { escapeHtml } from "../lwa/consent-page";
import type { SentMail } from "./mail-store";

const STYLE = `body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f4f6;color:#111827}
header{background:#1f2937;color:#fff;padding:14px 24px;font-weight:600}header span{color:#93c5fd}
main{max-width:960px;margin:24px auto;background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:24px}
h1{font-size:20px;margin:0 0 12px}table{width:100%;border-collapse:collapse}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e7eb;vertical-align:top}
th{font-size:13px;color:#6b7280}.muted{color:#6b7280;font-size:13px}pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;padding:12px;border-radius:8px}
iframe{width:100%;height:420px;border:1px solid #e5e7eb;border-radius:8px}dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{color:#6b7280}dd{margin:0}
@media(max-width:640px){main{margin:0;border-radius:0;padding:16px}td:nth-child(1),th:nth-child(1){display:none}}`;

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>mail <span>sandbox</span> · Outbox</header><main>${body}</main></body></html>`;
}

/** Every mail the product sent, newest first, each opening its own page. */
export function outboxPage(mails: SentMail[]) {
  const rows = [...mails]
    .reverse()
    .map(
      (mail) => `<tr><td class="muted">${escapeHtml(mail.receivedAt.replace("T", " ").slice(0, 19))}</td>
<td>${escapeHtml(mail.to.join(", "))}</td><td><a href="/_sandbox/mail/outbox/${escapeHtml(mail.id)}">${escapeHtml(mail.subject)}</a></td></tr>`,
    )
    .join("");
  const table =
    mails.length === 0
      ? `<p class="muted" id="empty">No e-mails sent yet.</p>`
      : `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`;
  return page(
    "Outbox",
    `<h1>Outbox</h1><p class="muted">What the product sent through the sandbox's mail API (POST /emails); nothing leaves this machine. JSON: <a href="/_sandbox/mail/messages">/_sandbox/mail/messages</a></p>${table}`,
  );
}

/** Links of a plain-text body made clickable, the rest escaped. */
const linkify = (text: string) =>
  text
    .split(/(https?:\/\/[^\s<>"]+)/g)
    .map((part, index) =>
      index % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
    )
    .join("");

/** One mail as its recipient would read it: the headers, the HTML body (links open in this tab), the text body. */
export function mailPage(mail: SentMail) {
  const html = mail.html
    ? `<h2 style="font-size:16px">HTML</h2><iframe title="HTML body" sandbox="allow-top-navigation-by-user-activation allow-popups" srcdoc="${escapeHtml(`<base target="_top">${mail.html}`)}"></iframe>`
    : "";
  const text = mail.text
    ? `<h2 style="font-size:16px">Text</h2><pre id="text-body">${linkify(mail.text)}</pre>`
    : "";
  return page(
    mail.subject,
    `<p><a href="/_sandbox/mail/outbox">← Outbox</a></p><h1>${escapeHtml(mail.subject)}</h1>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(", "))}</dd>${
      mail.replyTo.length ? `<dt>Reply to</dt><dd>${escapeHtml(mail.replyTo.join(", "))}</dd>` : ""
    }<dt>Sent</dt><dd>${escapeHtml(mail.receivedAt)}</dd></dl>${text}${html}`,
  );
}
