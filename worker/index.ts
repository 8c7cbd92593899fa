import { app } from "./app";
import { createDatabase } from "./db/client";
import { consumeQueueBatch } from "./jobs/queue-consumer";
import { enqueueSyncs, type SyncMessage } from "./queue/sync-queue";

export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, env, ctx);
    return env.ASSETS.fetch(request);
  },

  /** Every hour: one sync message per connected profile. */
  async scheduled(_controller, env) {
    await enqueueSyncs(createDatabase(env.DB), env.SYNC_QUEUE as Queue<SyncMessage>);
  },

  async queue(batch, env) {
    await consumeQueueBatch(batch, env);
  },
} satisfies ExportedHandler<Env>;
