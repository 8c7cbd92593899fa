import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";
import { findAccess } from "./lwa-store";

/**
 * `GET /user/profile`: Login with Amazon's profile of the consenting user (scope `profile`):
 * `{user_id, name, email}`, or 401 `invalid_token` for a dead access token.
 */
export const userProfileRoutes = new Hono<SandboxEnv>().get("/", async (c) => {
  const token = /^Bearer\s+(.+)$/i.exec(c.req.header("Authorization") ?? "")?.[1];
  const session = token ? await findAccess(c.var.deps, token) : undefined;
  if (!session) {
    return c.json(
      { error: "invalid_token", error_description: "The access token is invalid or has expired" },
      401,
    );
  }
  const seller = (await c.var.deps.world.read()).sellers.find(
    (candidate) => candidate.sellerId === session.sellerId,
  );
  if (!seller) return c.json({ error: "invalid_token", error_description: "Unknown user" }, 401);
  return c.json({ user_id: `amzn1.account.${seller.sellerId}`, name: seller.name, email: seller.email });
});
