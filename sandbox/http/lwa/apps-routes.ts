import { Hono } from "hono";
import { findSellerByEmail } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import { appsPage } from "./apps-page";
import { appName } from "./clients";
import { DEMO_SELLER_EMAIL } from "./consent-routes";
import { listGrants, revokeSeller } from "./lwa-store";

/** `/ap/adam`: the seller's apps with access (GET) and the removal of one (POST, back to GET). */
export const appsRoutes = new Hono<SandboxEnv>()
  .get("/", async (c) => {
    const world = await c.var.deps.world.read();
    const seller =
      findSellerByEmail(world, c.req.query("seller_email") ?? DEMO_SELLER_EMAIL) ?? world.sellers[0];
    if (!seller) return c.text("The sandbox has no sellers.", 500);
    const active = (await listGrants(c.var.deps, seller.sellerId)).filter(
      (grant) => grant.status === "ACTIVE",
    );
    const apps = [...new Set(active.map((grant) => grant.clientId))].map((clientId) => ({
      clientId,
      name: appName(),
    }));
    return c.html(appsPage(world.sellers, seller, apps, c.req.query("removed")));
  })
  .post("/", async (c) => {
    const form = await c.req.parseBody();
    const email = typeof form.seller_email === "string" ? form.seller_email : "";
    const clientId = typeof form.client_id === "string" ? form.client_id : "";
    const seller = findSellerByEmail(await c.var.deps.world.read(), email);
    if (!seller || !clientId) return c.text("Send seller_email and client_id.", 400);
    await revokeSeller(c.var.deps, seller.sellerId, clientId);
    const back = new URLSearchParams({ seller_email: seller.email, removed: appName() });
    return c.redirect(`/ap/adam?${back}`, 303);
  });
