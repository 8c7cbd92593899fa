/**
 * Routes and bookkeeping that exist only on a local Worker: `npm start` and the end-to-end tests set
 * DEV_ROUTES=on (scripts/local-worker.mjs); wrangler.toml does not, so a deployed Worker has none of them.
 */
export type DevEnv = { DEV_ROUTES?: string };

/** Whether this Worker runs locally (the variable is not among wrangler.toml's, hence not in Env). */
export const devRoutesOn = (env: object) => (env as DevEnv).DEV_ROUTES === "on";

/** What the queue has started and finished (GET answers worker/jobs/dev/pending-work.ts's view). */
export const DEV_JOBS_PATH = "/__dev/jobs";
