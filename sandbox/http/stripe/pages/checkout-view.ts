import type { CheckoutSession } from "../billing-types";
import type { Coupon, PromotionCode } from "../types";
import { escapeHtml, money, page } from "./html";

export type CheckoutView = {
  session: CheckoutSession;
  planName: string;
  promotion?: { code: PromotionCode; coupon: Coupon };
  codeError?: string;
  payError?: string;
  card?: string;
  /** What the buyer typed in the email field, kept when the page is shown again with an error. */
  typedEmail?: string;
  /** The email Checkout already knows (customer_email, or the customer's). */
  email?: string | null;
};

const durationText = (coupon: Coupon) =>
  coupon.duration === "once"
    ? "first payment"
    : coupon.duration === "forever"
      ? "every payment"
      : `${coupon.duration_in_months} months`;

function promotionBlock(view: CheckoutView, action: string) {
  const { promotion, session } = view;
  if (promotion) {
    return `<div class="row"><span>${escapeHtml(promotion.code.code)} <span class="badge">${promotion.coupon.percent_off}% off · ${durationText(promotion.coupon)}</span></span>
<span>−${money(session.total_details.amount_discount)}</span></div>
<form method="post" action="${action}/promotion"><input type="hidden" name="remove" value="1"><button class="secondary" type="submit">Remove code</button></form>`;
  }
  if (!session.allow_promotion_codes) return "";
  return `<form method="post" action="${action}/promotion"><label for="code">Promotion code</label>
<div class="inline"><input id="code" name="code" autocomplete="off"><button class="secondary" type="submit">Apply</button></div>
${view.codeError ? `<p class="error" role="alert">${escapeHtml(view.codeError)}</p>` : ""}</form>`;
}

/** The hosted Checkout page: plan, price, promotion code, card, Pay. */
export function checkoutPage(view: CheckoutView) {
  const { session } = view;
  const action = `/checkout/${session.id}`;
  const line = session.line_items.data[0];
  const emailField =
    session.customer || session.customer_email
      ? `<p class="muted">${escapeHtml(view.email ?? session.customer_email ?? "")}</p>`
      : `<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(view.typedEmail ?? "")}" required>`;
  return page(
    `Subscribe to ${view.planName}`,
    `<h1>Subscribe to ${escapeHtml(view.planName)}</h1>
<p class="muted">${line ? `${money(line.price.unit_amount)} per month` : ""}</p>
<div class="row"><span>${escapeHtml(view.planName)}</span><span>${money(session.amount_subtotal)}</span></div>
${promotionBlock(view, action)}
<div class="row total"><span>Total due today</span><span data-testid="total">${money(session.amount_total)}</span></div>
<form method="post" action="${action}/pay">${emailField}
<label for="card">Card number</label><input id="card" name="card_number" inputmode="numeric" value="${escapeHtml(view.card ?? "4242 4242 4242 4242")}">
${view.payError ? `<p class="error" role="alert">${escapeHtml(view.payError)}</p>` : ""}
<button class="wide" type="submit">Pay ${money(session.amount_total)}</button></form>
${session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">← Cancel and go back</a></p>` : ""}`,
  );
}

/** A paid session links on to success_url; an expired one back to cancel_url. */
export function closedPage(session: CheckoutSession) {
  const paid = session.status === "complete";
  const next = paid
    ? session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id)
    : session.cancel_url;
  return page(
    "Checkout closed",
    `<h1>This checkout session is ${paid ? "already paid" : "no longer open"}</h1>
${next ? `<p><a href="${escapeHtml(next)}">Continue</a></p>` : ""}`,
  );
}
