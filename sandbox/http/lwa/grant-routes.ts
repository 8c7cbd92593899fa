import { Hono } from "hono";
import { findSellerByEmail } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import { listGrants, revokeSeller } from "./lwa-store";

/**
 * `POST /_sandbox/grants/revoke {email}`: the seller withdraws consent; every token of theirs dies.
 * `GET /_sandbox/grants?email=`: every grant the seller gave, ACTIVE or REVOKED (for tests and people).
 */
export const grantRoutes = new Hono<SandboxEnv>()
  .get("/", async (c) => {
    const email = c.req.query("email") ?? "";
    const seller = findSellerByEmail(await c.var.deps.world.read(), email);
    if (!seller) return c.json({ error: `No simulated seller has the email "${email}"` }, 404);
    return c.json({
      sellerId: seller.sellerId,
      email: seller.email,
      grants: await listGrants(c.var.deps, seller.sellerId),
    });
  })
  .post("/revoke", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { email?: unknown };
    if (typeof body.email !== "string") return c.json({ error: 'Send {"email": "<seller email>"}' }, 400);
    const seller = findSellerByEmail(await c.var.deps.world.read(), body.email);
    if (!seller) return c.json({ error: `No simulated seller has the email "${body.email}"` }, 404);
    const revokedGrants = await revokeSeller(c.var.deps, seller.sellerId);
    return c.json({ sellerId: seller.sellerId, email: seller.email, revokedGrants });
  });
