import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { currentUserQuery } from "../../../lib/auth/current-user";
import { CHECKOUT_RETURN_PARAM } from "./api/plan-sessions";

/** How long the tab waits for Stripe's webhook to give the seller their plan after checkout. */
const WAIT_MS = 30_000;

/**
 * Back from the hosted checkout, the plan arrives with Stripe's webhook, which may land after this
 * page loads: until the users record names a plan (or WAIT_MS pass, say after a cancelled checkout),
 * it is read again each second. Then the marker leaves the address.
 */
export function useCheckoutReturn() {
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  const returned = new URLSearchParams(search).has(CHECKOUT_RETURN_PARAM);
  const [timedOut, setTimedOut] = useState(false);
  const user = useQuery({
    ...currentUserQuery(),
    refetchInterval: (query) =>
      returned && !timedOut && query.state.data && !query.state.data.tariffPlan ? 1_000 : false,
  });
  const settled = Boolean(user.data?.tariffPlan) || timedOut;

  useEffect(() => {
    if (!returned) return;
    const timer = setTimeout(() => setTimedOut(true), WAIT_MS);
    return () => clearTimeout(timer);
  }, [returned]);

  useEffect(() => {
    if (returned && settled) navigate({ search: "", hash }, { replace: true });
  }, [returned, settled, navigate, hash]);

  return { awaitingPlan: returned && !settled };
}
