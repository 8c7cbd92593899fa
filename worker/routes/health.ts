import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { ok } from "./respond";

export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  await c.env.DB.prepare("select 1").first();
  return ok(c, { ok: true });
});
