import type { PortalSession, Subscription } from "../billing-types";
import type { Customer, Price, Product } from "../types";
import { date, escapeHtml, money, page } from "./html";

export type PlanOption = { product: Product; price: Price };
export type PortalView = {
  session: PortalSession;
  customer: Customer;
  subscriptions: Subscription[];
  plans: PlanOption[];
  notice?: string;
};

const button = (action: string, fields: Record<string, string>, label: string, secondary = false) =>
  `<form method="post" action="${action}" style="display:inline">${Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join(
      "",
    )}<button type="submit"${secondary ? ' class="secondary"' : ""}>${escapeHtml(label)}</button></form>`;

function subscriptionCard(view: PortalView, subscription: Subscription) {
  const action = `/billing-portal/${view.session.id}`;
  const item = subscription.items.data[0];
  const current = view.plans.find((plan) => plan.price.id === item?.price.id);
  const renewal = subscription.cancel_at_period_end
    ? `Cancels on ${date(subscription.current_period_end)}`
    : `Renews on ${date(subscription.current_period_end)}`;
  const switches = view.plans
    .filter((plan) => plan.price.id !== item?.price.id)
    .map((plan) =>
      button(
        `${action}/switch`,
        { subscription: subscription.id, price: plan.price.id },
        `Switch to ${plan.product.name} (${money(plan.price.unit_amount)}/month)`,
        true,
      ),
    )
    .join(" ");
  const cancel = subscription.cancel_at_period_end
    ? button(`${action}/renew`, { subscription: subscription.id }, "Don't cancel")
    : button(`${action}/cancel`, { subscription: subscription.id }, "Cancel plan", true);
  return `<div class="card" data-subscription="${escapeHtml(subscription.id)}">
<div class="row"><strong>${escapeHtml(current?.product.name ?? item?.price.nickname ?? "Plan")}</strong><span>${item ? money(item.price.unit_amount) : ""} per month</span></div>
${subscription.discount ? `<p class="muted">Discount: ${escapeHtml(subscription.discount.coupon.name)}</p>` : ""}
<p class="muted">${renewal}</p><div>${switches}</div><p>${cancel}</p></div>`;
}

/** The hosted billing portal: the customer's subscriptions, plan switches, cancel at period end. */
export function portalPage(view: PortalView) {
  const cards = view.subscriptions.map((subscription) => subscriptionCard(view, subscription)).join("");
  return page(
    "Manage your subscription",
    `<h1>Manage your subscription</h1><p class="muted">${escapeHtml(view.customer.email ?? view.customer.id)}</p>
${view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ""}
${cards || '<p class="muted">No active subscriptions.</p>'}
${view.session.return_url ? `<p><a href="${escapeHtml(view.session.return_url)}">← Return to Skupilot</a></p>` : ""}`,
  );
}
