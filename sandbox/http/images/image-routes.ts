import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { productSvg } from "./product-image";

/** `GET /images/{asin}.svg`: the image every catalog product's `imagePath` points at. */
export const imageRoutes = new Hono<SandboxEnv>().get("/:file{[A-Za-z0-9]{10}\\.svg}", async (c) => {
  const asin = c.req.param("file").slice(0, 10).toUpperCase();
  const world = await c.var.deps.world.read();
  const product = world.profiles.flatMap((profile) => profile.catalog).find((item) => item.asin === asin);
  if (!product) return c.text("No product has this ASIN", 404);
  return c.body(productSvg(product), 200, {
    "Content-Type": "image/svg+xml; charset=utf-8",
    "Cache-Control": "public, max-age=86400",
  });
});
