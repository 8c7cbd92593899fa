import type { Context, MiddlewareHandler } from "hono";
import type { SandboxDeps } from "../../sandbox-context";
import { ensureCatalogue } from "../catalogue";
import { expand } from "../expand";
import { type Params, readParams, strings } from "../form";
import { StripeStore } from "../store";
import { retryOutstanding } from "../webhooks";

export type StripeEnv = {
  Variables: { deps: SandboxDeps; store: StripeStore; params: Params; requestId: string };
};
export type StripeContext = Context<StripeEnv>;

/** Every Stripe route: the store (with the catalogue seeded), parsed params and a request id. */
export const withStore: MiddlewareHandler<StripeEnv> = async (c, next) => {
  const store = new StripeStore(c.var.deps);
  c.set("store", store);
  c.set("requestId", `req_${crypto.randomUUID().replaceAll("-", "").slice(0, 14)}`);
  await retryOutstanding(store).catch(() => undefined);
  await ensureCatalogue(store);
  await next();
};

export const withParams: MiddlewareHandler<StripeEnv> = async (c, next) => {
  c.set("params", await readParams(c.req.raw));
  await next();
};

/** A JSON answer after `expand[]`, with the headers Stripe sends. */
export async function respond(c: StripeContext, value: unknown, status: 200 | 402 = 200) {
  const expanded = await expand(c.var.store, value, strings(c.var.params, "expand"));
  return c.json(expanded, status);
}

/** The origin the sandbox was reached at, for hosted page URLs. */
export const origin = (c: StripeContext) => new URL(c.req.url).origin;
