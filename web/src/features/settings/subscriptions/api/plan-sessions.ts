import type { TariffPlanName } from "@contracts/billing/plans";
import { useMutation } from "@tanstack/react-query";
import { apiClient, call } from "../../../../api/api-client";
import { paths } from "../../../../config/paths";

/** Marks the way back from the hosted checkout, so the tab waits for the webhook's plan. */
export const CHECKOUT_RETURN_PARAM = "checkout";

/** Where Stripe sends the browser back: this tab, on the app's own origin (the Worker refuses any other). */
const backToSubscriptions = (query = "") =>
  `${window.location.origin}${paths.settings}${query}#subscriptions`;

/** Resolves only when the browser leaves, so the button keeps spinning until the hosted page opens. */
const goTo = (url: string) =>
  new Promise<never>(() => {
    window.location.assign(url);
  });

/** 'Choose plan' without a plan: Stripe's hosted checkout for the plan. */
export function useOpenCheckout() {
  return useMutation({
    mutationFn: async (plan: TariffPlanName) => {
      const redirect = backToSubscriptions(`?${CHECKOUT_RETURN_PARAM}=${plan}`);
      const { url } = await call(
        apiClient.subscriptions["create-checkout-session"].$get({ query: { plan, redirect } }),
      );
      return goTo(url);
    },
  });
}

/** 'Update subscription': Stripe's billing portal for the seller's subscription. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: async () => {
      const { url } = await call(
        apiClient.subscriptions["create-portal-session"].$get({ query: { redirect: backToSubscriptions() } }),
      );
      return goTo(url);
    },
  });
}
