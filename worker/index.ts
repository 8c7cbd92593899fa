import { app } from "./app";
import { runHourly } from "./jobs/hourly";
import { consumeQueueBatch } from "./jobs/queue-consumer";

export { UserChannel } from "../durable-objects/user-channel";

/**
 * The production Worker (wrangler.toml's [env.production] `main`): the API under /api, the SPA's assets
 * otherwise, the hourly cron and the queues. Locally it runs inside worker/dev/index.ts, which adds the
 * local-only /__dev routes and counters around these same handlers; none of that is in this bundle.
 */
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    return env.ASSETS.fetch(request);
  },

  /** Every hour (jobs/hourly.ts): v1 tokens rewritten, a sync per connected profile, old OAuth states go. */
  async scheduled(_controller, env) {
    await runHourly(env);
  },

  async queue(batch, env) {
    await consumeQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
