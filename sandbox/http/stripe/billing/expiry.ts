import type { CheckoutSession } from "../billing-types";
import type { StripeStore } from "../store";
import { emit } from "../webhooks";
import { sessionView } from "./session-view";

/** An open session past `expires_at` (24 simulated hours) becomes expired: checkout.session.expired. */
export async function expireIfDue(store: StripeStore, session: CheckoutSession): Promise<CheckoutSession> {
  if (session.status !== "open" || (await store.now()) < session.expires_at) return session;
  const expired: CheckoutSession = { ...session, status: "expired", url: null };
  await store.put("checkout_session", expired);
  await emit(store, "checkout.session.expired", sessionView(expired));
  return expired;
}
