import { Hono } from "hono";
import { findProduct, findProfile, organicRank } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";

/**
 * Sandbox-only (Amazon has no such call): `GET /_sandbox/organic-rank?profileId=&asin=&keyword=`
 * (or `sku=` instead of `asin=`) → `{profileId, asin, sku, keyword, organicRank, asOf}`, where
 * organicRank is 1 for the first organic result, or null when the product does not rank.
 */
export const organicRankRoutes = new Hono<SandboxEnv>().get("/organic-rank", async (c) => {
  const { profileId, asin, sku, keyword } = c.req.query();
  if (!profileId || (!asin && !sku) || !keyword?.trim()) {
    return c.json({ error: "Send profileId, asin (or sku) and keyword as query parameters." }, 400);
  }
  const state = await c.var.deps.world.read();
  const profile = findProfile(state, profileId);
  if (!profile) return c.json({ error: `No profile ${profileId}.` }, 404);
  const product = findProduct(profile, sku ? { sku } : { asin: asin ?? "" });
  if (!product) return c.json({ error: `No product ${sku ?? asin} in profile ${profileId}.` }, 404);
  return c.json({
    profileId: profile.profileId,
    asin: product.asin,
    sku: product.sku,
    keyword,
    organicRank: organicRank(state, profile, product, keyword),
    asOf: state.clock.now,
  });
});
