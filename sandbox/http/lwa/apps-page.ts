import type { Seller } from "../../model/index";
import { escapeHtml, page } from "./consent-page";

export type ActiveApp = { clientId: string; name: string };

/**
 * Amazon's "Your Apps & Websites" page (amazon.com/ap/adam) for a simulated seller: each app holding
 * their consent, with Remove. Login with Amazon offers apps no revoke endpoint; this page is how a
 * customer withdraws an app's access.
 */
export function appsPage(sellers: Seller[], chosen: Seller, apps: ActiveApp[], removed?: string): string {
  const options = sellers
    .map((s) => {
      const selected = s.sellerId === chosen.sellerId ? " selected" : "";
      return `<option value="${escapeHtml(s.email)}"${selected}>${escapeHtml(s.name)} (${escapeHtml(s.email)})</option>`;
    })
    .join("");
  const list =
    apps.length === 0
      ? `<p class="muted" id="no-apps">No apps or websites have access to your Amazon account.</p>`
      : `<ul>${apps
          .map(
            (app) => `<li><form method="post" action="/ap/adam"><strong>${escapeHtml(app.name)}</strong>
<input type="hidden" name="seller_email" value="${escapeHtml(chosen.email)}"><input type="hidden" name="client_id" value="${escapeHtml(app.clientId)}">
<div class="muted">Can modify your advertising campaigns and access performance data</div>
<div class="actions"><button type="submit">Remove ${escapeHtml(app.name)}</button></div></form></li>`,
          )
          .join("")}</ul>`;
  return page(
    "Your Apps & Websites",
    `<h1>Your Apps &amp; Websites</h1>
<form method="get" action="/ap/adam"><label for="seller">Simulated seller signed in</label>
<select id="seller" name="seller_email" onchange="this.form.submit()">${options}</select><noscript><button type="submit">Show</button></noscript></form>
${removed ? `<p id="removed">You removed ${escapeHtml(removed)}. It can no longer access your Amazon account.</p>` : ""}
<h2 style="font-size:16px;margin-top:24px">Apps with access to your account</h2>${list}
<p class="muted">This is the Skupilot marketplace sandbox; no real Amazon account is involved.</p>`,
  );
}
