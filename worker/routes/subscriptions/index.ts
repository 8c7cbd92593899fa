import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { createStripe } from "../../billing/stripe-client";
import {
  checkoutQuerySchema,
  planQuerySchema,
  portalQuerySchema,
  promotionCodeParamSchema,
} from "../../contracts/billing/subscriptions.schemas";
import { validate } from "../../middleware/validate";
import { createCheckoutSession } from "../../services/billing/checkout";
import { createPortalSession } from "../../services/billing/portal";
import { attachedPromotionCode, validatePromotionCode } from "../../services/billing/promotion-codes";
import { ownRedirect } from "../../services/billing/redirect";
import { switchPlan } from "../../services/billing/switch-plan";
import { ok } from "../respond";

const appOrigin = (url: string) => new URL(url).origin;
/** Document 001 §9's partner, whose coupon discounts START_UP only. */
const partner = (env: Env) => env.BILLING_PARTNER_NAME;

/** /api/subscriptions (document 001 §7): plans bought, switched and discounted through Stripe. */
export const subscriptionRoutes = new Hono<AppEnv>()
  .get("/create-checkout-session", validate("query", checkoutQuerySchema), async (c) => {
    const { plan, redirect } = c.req.valid("query");
    const back = ownRedirect(redirect, appOrigin(c.req.url));
    return ok(
      c,
      await createCheckoutSession(c.var.db, createStripe(c.env), c.var.user.id, plan, back, partner(c.env)),
    );
  })
  .get("/create-portal-session", validate("query", portalQuerySchema), async (c) => {
    const back = ownRedirect(c.req.valid("query").redirect, appOrigin(c.req.url));
    return ok(c, await createPortalSession(c.var.db, createStripe(c.env), c.var.user.id, back));
  })
  .put("/plan", validate("query", planQuerySchema), async (c) =>
    ok(c, await switchPlan(c.var.db, createStripe(c.env), c.var.user.id, c.req.valid("query").plan)),
  )
  .get("/promotion-code", async (c) => {
    const promotionCode = await attachedPromotionCode(
      c.var.db,
      createStripe(c.env),
      c.var.user.id,
      partner(c.env),
    );
    return ok(c, { promotionCode });
  })
  .get("/promotion-code/:code", validate("param", promotionCodeParamSchema), async (c) =>
    ok(
      c,
      await validatePromotionCode(
        c.var.db,
        createStripe(c.env),
        c.var.user.id,
        c.req.valid("param").code,
        partner(c.env),
      ),
    ),
  );
