import { createDatabase } from "../db/client";
import production from "../index";
import { runHourly } from "../jobs/hourly";
import { AUTOMATION_PLAN_PATH, automationPlanBench } from "./automation-plan-bench";
import { DEV_JOBS_PATH, DEV_SCHEDULED_PATH, devRoutesOn } from "./dev-routes";
import { pendingWork } from "./pending-work";
import { countedD1Env } from "./queue-d1-counts";
import { trackedEnv, whileHandling } from "./queue-tracker";

export { UserChannel } from "../index";

/**
 * The local Worker (wrangler.toml's top-level `main`: `npm start`, the workers and end-to-end tests, the
 * benchmarks): the production Worker (worker/index.ts) with, when DEV_ROUTES=on, the local-only /__dev
 * routes, every queue send counted (trackedEnv, for /__dev/jobs) and the queue's D1 statements counted by
 * message kind (countedD1Env). Without DEV_ROUTES it is the production Worker as is.
 */
export default {
  async fetch(request, env, ctx) {
    if (devRoutesOn(env)) {
      const url = new URL(request.url);
      if (url.pathname === DEV_JOBS_PATH)
        return Response.json(await pendingWork(createDatabase(env.DB), env));
      if (url.pathname === DEV_SCHEDULED_PATH) {
        await runHourly(trackedEnv(env));
        return Response.json({ ran: "hourly" });
      }
      if (url.pathname === AUTOMATION_PLAN_PATH) return automationPlanBench(env, url);
    }
    return production.fetch(request, trackedEnv(env), ctx);
  },

  async scheduled(controller, env) {
    await production.scheduled(controller, trackedEnv(env));
  },

  async queue(batch, env) {
    await whileHandling(batch, env, () => production.queue(batch, countedD1Env(batch, trackedEnv(env))));
  },
} satisfies ExportedHandler<Env>;
