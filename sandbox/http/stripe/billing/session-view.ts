import type { CheckoutSession } from "../billing-types";

/** A session as the API shows it: `line_items` only when expanded, internal fields left out. */
export function sessionView(session: CheckoutSession, expand: string[] = []) {
  const { line_items, subscription_data: _internal, ...visible } = session;
  return expand.includes("line_items") ? { ...visible, line_items } : visible;
}
