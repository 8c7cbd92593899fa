import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env";
import { createDatabase } from "../db/client";

export const database = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    c.set("db", createDatabase(c.env.DB));
    await next();
  });
