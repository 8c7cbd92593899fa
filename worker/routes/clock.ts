import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import type { ClockView } from "../contracts/clock";
import { ok } from "./respond";

/** The marketplace's "now", so date pickers and default ranges use the marketplace's today. */
export const clockRoutes = new Hono<AppEnv>().get("/", async (c) =>
  ok<ClockView>(c, { now: (await c.var.now()).toISOString() }),
);
