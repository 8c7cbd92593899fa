import { Hono } from "hono";
import type { PortalSession } from "../billing-types";
import { missingParam, StripeError } from "../errors";
import { str } from "../form";
import type { Customer } from "../types";
import { origin, respond, type StripeEnv } from "./context";

/** `POST /v1/billing_portal/sessions` {customer, return_url} → a hosted portal page URL. */
export const portalRoutes = new Hono<StripeEnv>().post("/sessions", async (c) => {
  const { store, params } = c.var;
  const customerId = str(params, "customer");
  if (!customerId) throw missingParam("customer");
  await store.require<Customer>("customer", customerId, "customer");
  const returnUrl = str(params, "return_url");
  if (returnUrl !== undefined && !URL.canParse(returnUrl)) {
    throw new StripeError(400, "invalid_request_error", "Not a valid URL", "url_invalid", "return_url");
  }
  const id = await store.newId("portal_session");
  const session: PortalSession = {
    id,
    object: "billing_portal.session",
    created: await store.now(),
    livemode: false,
    customer: customerId,
    return_url: returnUrl ?? null,
    url: `${origin(c)}/billing-portal/${id}`,
    configuration: "bpc_SkuDefault",
    flow: null,
    locale: null,
    on_behalf_of: null,
  };
  return respond(c, await store.put("portal_session", session));
});
