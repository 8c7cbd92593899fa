import { Hono } from "hono";
import { findSellerByEmail } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import { revokeSeller } from "./lwa-store";

/** `POST /_sandbox/grants/revoke {email}`: the seller withdraws consent; every token of theirs dies. */
export const grantRoutes = new Hono<SandboxEnv>().post("/revoke", async (c) => {
  const body = (await c.req.json().catch(() => ({}))) as { email?: unknown };
  if (typeof body.email !== "string") return c.json({ error: 'Send {"email": "<seller email>"}' }, 400);
  const seller = findSellerByEmail(await c.var.deps.world.read(), body.email);
  if (!seller) return c.json({ error: `No simulated seller has the email "${body.email}"` }, 404);
  const revokedGrants = await revokeSeller(c.var.deps, seller.sellerId);
  return c.json({ sellerId: seller.sellerId, email: seller.email, revokedGrants });
});
