import { Hono } from "hono";
import { detailsError } from "./details-error";
import { type ProductDetails, productResponse } from "./product-eligibility";
import type { ProfileEnv } from "./profile-env";

const MAX_PRODUCTS = 30;

function parseDetails(body: unknown): ProductDetails[] | string {
  const list = (body as { productDetailsList?: unknown } | null)?.productDetailsList;
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_PRODUCTS) {
    return `productDetailsList must hold 1 to ${MAX_PRODUCTS} products.`;
  }
  const details: ProductDetails[] = [];
  for (const item of list as { asin?: unknown; sku?: unknown }[]) {
    if (typeof item?.asin !== "string" || (item.sku !== undefined && typeof item.sku !== "string")) {
      return "Each product needs an asin (and optionally a sku) as strings.";
    }
    details.push(item.sku === undefined ? { asin: item.asin } : { asin: item.asin, sku: item.sku });
  }
  return details;
}

/** `POST /eligibility/product/list`: advertising eligibility of up to 30 products at the simulated now. */
export const eligibilityRoutes = new Hono<ProfileEnv>().post("/product/list", async (c) => {
  const body = await c.req.json().catch(() => undefined);
  const adType = (body as { adType?: unknown } | undefined)?.adType ?? "sp";
  if (adType !== "sp" && adType !== "sb" && adType !== "sd")
    return detailsError(400, "adType must be sp, sb or sd.");
  const details = parseDetails(body);
  if (typeof details === "string") return detailsError(400, details);
  const state = await c.var.deps.world.read();
  return c.json({ productResponseList: details.map((item) => productResponse(state, c.var.profile, item)) });
});
