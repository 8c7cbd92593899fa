/**
 * Routes and bookkeeping that exist only on a local Worker: they are in the dev entry's bundle alone
 * (worker/dev/index.ts, wrangler.toml's top-level `main`; production's is worker/index.ts), and even there
 * answer only when DEV_ROUTES=on, which `npm start`, the end-to-end tests and the benchmarks set
 * (scripts/local-worker.mjs); wrangler.toml does not.
 */
export type DevEnv = { DEV_ROUTES?: string };

/** Whether this Worker runs locally (the variable is not among wrangler.toml's, hence not in Env). */
export const devRoutesOn = (env: object) => (env as DevEnv).DEV_ROUTES === "on";

/** What the queue has started and finished (GET answers worker/dev/pending-work.ts's view). */
export const DEV_JOBS_PATH = "/__dev/jobs";

/**
 * GET runs the hourly cron's work now and answers once it is done (`npm run market`, the end-to-end
 * tests): the same on `wrangler dev` and on a bare Miniflare, where the assets' router cannot pass a
 * scheduled event to the Worker.
 */
export const DEV_SCHEDULED_PATH = "/__dev/scheduled";
