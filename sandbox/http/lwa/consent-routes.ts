import { Hono } from "hono";
import { findSellerByEmail, type SandboxState } from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";
import { type AuthorizeRequest, checkAuthorizeRequest } from "./authorize-request";
import { appName } from "./clients";
import { consentPage, errorPage } from "./consent-page";
import { issueCode } from "./lwa-store";

/** `/ap/oa`: the consent page (GET) and the seller's decision (POST), redirecting to the app. */
export const DEMO_SELLER_EMAIL = "demo-seller@example.com";

const chooseSeller = (world: SandboxState, email: string | undefined) =>
  (email ? findSellerByEmail(world, email) : undefined) ??
  findSellerByEmail(world, DEMO_SELLER_EMAIL) ??
  world.sellers[0];

function backToApp(request: AuthorizeRequest, params: Record<string, string>): string {
  const url = new URL(request.redirectUri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (request.state !== undefined) url.searchParams.set("state", request.state);
  return url.toString();
}

const asStrings = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => typeof value === "string")) as Record<
    string,
    string
  >;

export const consentRoutes = new Hono<SandboxEnv>()
  .get("/", async (c) => {
    const checked = checkAuthorizeRequest(c.req.query());
    if (!checked.ok) return c.html(errorPage(checked.problem), 400);
    const world = await c.var.deps.world.read();
    const seller = chooseSeller(world, c.req.query("seller_email"));
    if (!seller) return c.html(errorPage("The sandbox has no sellers."), 500);
    return c.html(consentPage(appName(), checked.request, world.sellers, seller));
  })
  .post("/", async (c) => {
    const form = asStrings(await c.req.parseBody());
    const checked = checkAuthorizeRequest(form);
    if (!checked.ok) return c.html(errorPage(checked.problem), 400);
    const request = checked.request;
    if (form.decision !== "allow") {
      return c.redirect(
        backToApp(request, { error: "access_denied", error_description: "The user denied the request" }),
        302,
      );
    }
    const seller = form.seller_email
      ? findSellerByEmail(await c.var.deps.world.read(), form.seller_email)
      : undefined;
    if (!seller)
      return c.html(errorPage(`No simulated seller has the email "${form.seller_email ?? ""}".`), 400);
    const code = await issueCode(c.var.deps, {
      sellerId: seller.sellerId,
      clientId: request.clientId,
      redirectUri: request.redirectUri,
      scope: request.scope,
      ...(request.codeChallenge ? { codeChallenge: request.codeChallenge } : {}),
      ...(request.codeChallengeMethod ? { codeChallengeMethod: request.codeChallengeMethod } : {}),
    });
    return c.redirect(backToApp(request, { code, scope: request.scope }), 302);
  });
