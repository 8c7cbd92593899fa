import { app } from "./app";
import { createDatabase } from "./db/client";
import { AUTOMATION_PLAN_PATH, automationPlanBench } from "./jobs/dev/automation-plan-bench";
import { DEV_JOBS_PATH, DEV_SCHEDULED_PATH, devRoutesOn } from "./jobs/dev/dev-routes";
import { pendingWork } from "./jobs/dev/pending-work";
import { countedD1Env } from "./jobs/dev/queue-d1-counts";
import { trackedEnv, whileHandling } from "./jobs/dev/queue-tracker";
import { runHourly } from "./jobs/hourly";
import { consumeQueueBatch } from "./jobs/queue-consumer";

export { UserChannel } from "../durable-objects/user-channel";

// trackedEnv: on a local Worker (DEV_ROUTES=on) every queue send is counted for /__dev/jobs; else the env as is.
// countedD1Env: there too, the queue's D1 statements are counted by message kind (/__dev/jobs answers them).
export default {
  async fetch(request, env, ctx) {
    const { pathname } = new URL(request.url);
    if (pathname === "/api" || pathname.startsWith("/api/")) return app.fetch(request, trackedEnv(env), ctx);
    if (pathname === DEV_JOBS_PATH && devRoutesOn(env)) {
      return Response.json(await pendingWork(createDatabase(env.DB), env));
    }
    if (pathname === DEV_SCHEDULED_PATH && devRoutesOn(env)) {
      await runHourly(env);
      return Response.json({ ran: "hourly" });
    }
    if (pathname === AUTOMATION_PLAN_PATH && devRoutesOn(env))
      return automationPlanBench(env, new URL(request.url));
    return env.ASSETS.fetch(request);
  },

  /** Every hour: one sync message per connected profile; Login with Amazon states nobody came back with go. */
  async scheduled(_controller, env) {
    await runHourly(env);
  },

  async queue(batch, env) {
    await whileHandling(batch, env, () => consumeQueueBatch(batch, countedD1Env(batch, trackedEnv(env))));
  },
} satisfies ExportedHandler<Env>;
