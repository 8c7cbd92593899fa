import Stripe from "stripe";

export type StripeConfig = Pick<Env, "STRIPE_API_URL" | "STRIPE_SECRET_KEY">;

/**
 * The real `stripe` package over fetch (workerd has no Node http), its base URL from configuration:
 * https://api.stripe.com in production, the sandbox locally.
 */
export function createStripe(env: StripeConfig) {
  const base = new URL(env.STRIPE_API_URL || "https://api.stripe.com");
  const protocol = base.protocol === "http:" ? "http" : "https";
  return new Stripe(env.STRIPE_SECRET_KEY, {
    host: base.hostname,
    port: base.port || (protocol === "http" ? 80 : 443),
    protocol,
    httpClient: Stripe.createFetchHttpClient(),
    maxNetworkRetries: 2,
  });
}

export type { Stripe };
