import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { createStripe } from "../../billing/stripe-client";
import {
  checkoutQuerySchema,
  planQuerySchema,
  portalQuerySchema,
} from "../../contracts/billing/subscriptions.schemas";
import { validate } from "../../middleware/validate";
import { createCheckoutSession } from "../../services/billing/checkout";
import { createPortalSession } from "../../services/billing/portal";
import { ownRedirect } from "../../services/billing/redirect";
import { switchPlan } from "../../services/billing/switch-plan";
import { ok } from "../respond";
import { billingPartner } from "./billing-partner";
import { promotionCodeRoutes } from "./promotion-codes";

const appOrigin = (url: string) => new URL(url).origin;

/** /api/subscriptions (document 001 §7): plans bought, switched and discounted through Stripe. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/create-checkout-session", validate("query", checkoutQuerySchema), async (c) => {
    const { plan, redirect } = c.req.valid("query");
    const back = ownRedirect(redirect, appOrigin(c.req.url));
    return ok(
      c,
      await createCheckoutSession(
        c.var.db,
        createStripe(c.env),
        c.var.user.id,
        plan,
        back,
        billingPartner(c.env),
      ),
    );
  })
  .get("/create-portal-session", validate("query", portalQuerySchema), async (c) => {
    const back = ownRedirect(c.req.valid("query").redirect, appOrigin(c.req.url));
    return ok(c, await createPortalSession(c.var.db, createStripe(c.env), c.var.user.id, back));
  })
  .put("/plan", validate("query", planQuerySchema), async (c) =>
    ok(c, await switchPlan(c.var.db, createStripe(c.env), c.var.user.id, c.req.valid("query").plan)),
  )
  .route("/promotion-code", promotionCodeRoutes);
