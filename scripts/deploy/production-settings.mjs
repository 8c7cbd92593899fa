// What a production Worker is given besides wrangler.toml's bindings and vars. Every key of the Worker's
// `Env` falls in exactly one group (tests/unit/deploy/production-config.test.ts), so a new setting makes
// its author decide where it comes from in production.

/** `wrangler secret put <NAME> --env production`; `npm run deploy` refuses to run while one is missing. */
export const REQUIRED_SECRETS = [
  ["AUTH_SECRET", "signs the session cookies: 32+ random bytes (`openssl rand -base64 48`)"],
  [
    "PASSWORD_PEPPER",
    "HMAC key mixed into every password hash: 32+ random bytes (`openssl rand -base64 48`); never change it",
  ],
  ["LWA_CLIENT_ID", "the Login with Amazon security profile's client id (Amazon Ads API access)"],
  ["LWA_CLIENT_SECRET", "that security profile's client secret"],
  ["TOKEN_ENCRYPTION_KEY", "AES-GCM key for Amazon refresh tokens at rest: 32 random bytes, base64"],
  ["STRIPE_SECRET_KEY", "the Stripe account's secret (or restricted) key"],
  ["STRIPE_WEBHOOK_SECRET", "the signing secret of the webhook endpoint https://<host>/api/billing/webhook"],
  [
    "MAIL_API_KEY",
    "the Resend API key (https://api.resend.com) for reset links, address checks and support tickets; MAIL_FROM's domain verified there",
  ],
];

/** Set only to switch a feature on: without them the product runs and says what it lacks. */
export const OPTIONAL_SECRETS = [
  [
    "LLM_BASE_URL",
    "an OpenAI-compatible API for the assistant (with LLM_API_KEY, LLM_MODEL); else the offline analyst",
  ],
  ["LLM_API_KEY", "that API's key"],
  ["LLM_MODEL", "the model's name"],
  [
    "RANK_PROVIDER_URL",
    "an organic rank provider speaking SerpApi's Amazon Search format (https://serpapi.com; with RANK_PROVIDER_KEY) for keyword boost and organic search optimisation; without it both are unavailable",
  ],
  ["RANK_PROVIDER_KEY", "that provider's api_key"],
  [
    "REFERRAL_TRACKER_URL",
    "the affiliate programme's tracker, told when a seller connects; without it none is told",
  ],
];

/**
 * Point the product at the local sandbox or its simulated clock, switch on the /__dev routes, or serve the
 * tests; never set in production (the clients then use the real hosts). `npm run deploy` refuses to run
 * while one is a production secret or var (local-only-check.mjs).
 */
export const LOCAL_ONLY_SETTINGS = [
  "AMAZON_ADS_API_URL",
  "LWA_AUTHORIZE_URL",
  "LWA_TOKEN_URL",
  "STRIPE_API_URL",
  "MAIL_API_URL",
  "MARKETPLACE_CLOCK_URL",
  "DEV_ROUTES",
  "SANDBOX_URL",
  "SANDBOX_LLM_API_KEY",
  "FAULT_BENCH",
  "TEST_MIGRATIONS",
];

/** The D1 id in wrangler.toml until an operator pastes the one `wrangler d1 create` printed. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** Cloudflare's limit on a Worker's compressed size on the Free plan (the Paid plan allows 10 MB). */
export const WORKER_GZIP_LIMIT_BYTES = 3 * 1024 * 1024;
