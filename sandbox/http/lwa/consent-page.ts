import type { Seller } from "../../model/index";
import type { AuthorizeRequest } from "./authorize-request";
import { hiddenFields } from "./authorize-request";

/** The server-rendered Login with Amazon pages: consent, and the error page for a bad request (and their frame). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

const STYLE = `body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f4f6;color:#111827}
header{background:#232f3e;color:#fff;padding:14px 24px;font-weight:600}header span{color:#ff9900}
main{max-width:440px;margin:40px auto;background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:28px}
h1{font-size:20px;margin:0 0 12px}p{margin:8px 0}ul{padding-left:20px;color:#374151}
label{display:block;font-size:13px;color:#6b7280;margin-top:16px}select{width:100%;padding:8px;margin-top:4px;font:inherit}
.who{margin-top:8px;padding:10px 12px;background:#f9fafb;border-radius:8px}.muted{color:#6b7280;font-size:13px}
.actions{display:flex;gap:12px;margin-top:24px}button{flex:1;padding:10px;border-radius:8px;font:inherit;cursor:pointer;border:1px solid #d1d5db;background:#fff}
button.allow{background:#ffd814;border-color:#fcd200;font-weight:600}.error{color:#b91c1c}`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header>amazon <span>sandbox</span> · Login with Amazon</header><main>${body}</main></body></html>`;
}

export function consentPage(
  app: string,
  request: AuthorizeRequest,
  sellers: Seller[],
  chosen: Seller,
): string {
  const hidden = Object.entries(hiddenFields(request))
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join("");
  const options = sellers
    .map((s) => {
      const selected = s.sellerId === chosen.sellerId ? " selected" : "";
      return `<option value="${escapeHtml(s.email)}" data-name="${escapeHtml(s.name)}"${selected}>${escapeHtml(s.name)} (${escapeHtml(s.email)})</option>`;
    })
    .join("");
  return page(
    `${app} would like to access your Amazon Ads account`,
    `<h1>${escapeHtml(app)} would like to access your Amazon Ads account</h1>
<p>Signed in as</p><div class="who"><strong id="who-name">${escapeHtml(chosen.name)}</strong><div class="muted" id="who-email">${escapeHtml(chosen.email)}</div></div>
<p>${escapeHtml(app)} is asking to:</p><ul><li>Modify your advertising campaigns and access performance data</li></ul>
<form method="post" action="/ap/oa">${hidden}
<label for="seller">Simulated seller giving consent</label><select id="seller" name="seller_email">${options}</select>
<div class="actions"><button type="submit" name="decision" value="deny">Deny</button>
<button class="allow" type="submit" name="decision" value="allow">Allow</button></div></form>
<p class="muted">This is the Skupilot marketplace sandbox; no real Amazon account is involved.</p>
<script>document.getElementById("seller").addEventListener("change",(e)=>{const o=e.target.selectedOptions[0];
document.getElementById("who-name").textContent=o.dataset.name;document.getElementById("who-email").textContent=o.value;});</script>`,
  );
}

export function errorPage(problem: string): string {
  return page(
    "Login with Amazon: bad request",
    `<h1>We cannot process this request</h1><p class="error">${escapeHtml(problem)}</p>
<p class="muted">The application sent an invalid authorization request. Go back and try again.</p>`,
  );
}
