import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { listAccountsWithProfiles } from "../services/amazon-accounts/list-accounts";
import { ok } from "./respond";

/** GET /api/amazon/profiles: the account list every signed-in screen gates on (spec 000 §2.1, §7). */
export const amazonProfilesRoutes = new Hono<AppEnv>().get("/", async (c) =>
  ok(c, await listAccountsWithProfiles(c.var.db, c.var.membership.organisationId)),
);
