import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import { createStripe } from "../../billing/stripe-client";
import { promotionCodeParamSchema } from "../../contracts/billing/subscriptions.schemas";
import { promotionCodeLookupLimit } from "../../middleware/promotion-code-lookup-limit";
import { validate } from "../../middleware/validate";
import {
  attachedPromotionCode,
  attachPromotionCode,
  validatePromotionCode,
} from "../../services/billing/promotion-codes";
import { ok } from "../respond";
import { billingPartner } from "./billing-partner";

/**
 * /api/subscriptions/promotion-code (document 001 §7): the seller's attached code; a code's figures
 * (GET, changes nothing: a link the seller opens attaches no one's code); and applying a code (POST,
 * attaches it when it applies). Both lookups ask Stripe, so both are limited (429/1007).
 */
export const promotionCodeRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { db, user } = c.var;
    const promotionCode = await attachedPromotionCode(
      db,
      createStripe(c.env),
      user.id,
      billingPartner(c.env),
    );
    return ok(c, { promotionCode });
  })
  .get("/:code", validate("param", promotionCodeParamSchema), promotionCodeLookupLimit(), async (c) => {
    const { code } = c.req.valid("param");
    return ok(c, await validatePromotionCode(c.var.db, createStripe(c.env), code, billingPartner(c.env)));
  })
  .post("/:code", validate("param", promotionCodeParamSchema), promotionCodeLookupLimit(), async (c) => {
    const { db, user } = c.var;
    const { code } = c.req.valid("param");
    return ok(c, await attachPromotionCode(db, createStripe(c.env), user.id, code, billingPartner(c.env)));
  });
