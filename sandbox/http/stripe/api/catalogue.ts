import { Hono } from "hono";
import { bool, str, strings } from "../form";
import { listEnvelope } from "../list";
import { renderCoupon, renderPromotionCode } from "../promotions";
import type { Coupon, Price, Product, PromotionCode } from "../types";
import { respond, type StripeEnv } from "./context";

const activeFilter =
  <T extends { active: boolean }>(active: boolean | undefined) =>
  (item: T) =>
    active === undefined || item.active === active;

/** Products and prices (read only), promotion codes (list by `code`, retrieve) and coupons (retrieve). */
export const catalogueRoutes = new Hono<StripeEnv>()
  .get("/products", async (c) => {
    const { store, params } = c.var;
    const ids = strings(params, "ids");
    const products = (await store.all<Product>("product"))
      .filter(activeFilter(bool(params, "active")))
      .filter((product) => ids.length === 0 || ids.includes(product.id));
    return respond(c, listEnvelope(products, params, "/v1/products"));
  })
  .get("/products/:id", async (c) =>
    respond(c, await c.var.store.require<Product>("product", c.req.param("id"))),
  )
  .get("/prices", async (c) => {
    const { store, params } = c.var;
    const lookupKeys = strings(params, "lookup_keys");
    const product = str(params, "product");
    const prices = (await store.all<Price>("price"))
      .filter(activeFilter(bool(params, "active")))
      .filter((price) => lookupKeys.length === 0 || lookupKeys.includes(price.lookup_key ?? ""))
      .filter((price) => product === undefined || price.product === product);
    return respond(c, listEnvelope(prices, params, "/v1/prices"));
  })
  .get("/prices/:id", async (c) => respond(c, await c.var.store.require<Price>("price", c.req.param("id"))))
  .get("/promotion_codes", async (c) => {
    const { store, params } = c.var;
    const code = str(params, "code");
    const coupon = str(params, "coupon");
    const found = (await store.all<PromotionCode>("promotion_code"))
      .filter(activeFilter(bool(params, "active")))
      .filter((promotion) => code === undefined || promotion.code.toLowerCase() === code.toLowerCase())
      .filter((promotion) => coupon === undefined || promotion.promotion.coupon === coupon);
    const page = listEnvelope(found, params, "/v1/promotion_codes");
    const data = await Promise.all(page.data.map((promotion) => renderPromotionCode(store, promotion)));
    return respond(c, { ...page, data });
  })
  .get("/promotion_codes/:id", async (c) => {
    const promotion = await c.var.store.require<PromotionCode>("promotion_code", c.req.param("id"));
    return respond(c, await renderPromotionCode(c.var.store, promotion));
  })
  .get("/coupons/:id", async (c) => {
    const coupon = await c.var.store.require<Coupon>("coupon", c.req.param("id"));
    return respond(c, await renderCoupon(c.var.store, coupon));
  });
