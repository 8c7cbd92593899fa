import { createExecutionContext, createScheduledController } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import devWorker from "../../../worker/dev/index";
import worker from "../../../worker/index";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";

const statesOf = async (userId: string) =>
  (
    await env.DB.prepare("select state, expires_at as expiresAt from oauth_states where user_id = ?")
      .bind(userId)
      .all<{ state: string; expiresAt: number }>()
  ).results;

/** Starts a connect for the user: its state is stored; answers the state. */
async function startConnect(cookie: string) {
  const { json } = await call("/api/amazon/auth/sign-in?redirect=http://127.0.0.1:8787", { cookie });
  return new URL(json.data.url).searchParams.get("state") as string;
}

const expire = (state: string) =>
  env.DB.prepare("update oauth_states set expires_at = ? where state = ?")
    .bind(Date.now() - 60_000, state)
    .run();

describe("Login with Amazon states", () => {
  it("are deleted when used", async () => {
    const seller = await signedInUser("state-used");
    await connectSeller(seller.cookie);
    expect(await statesOf(seller.id)).toEqual([]);
  });

  it("that expired unused are deleted by the next connect of anyone", async () => {
    const abandoning = await signedInUser("state-abandoned");
    await expire(await startConnect(abandoning.cookie));
    const other = await signedInUser("state-other");
    await connectSeller(other.cookie);
    expect(await statesOf(abandoning.id)).toEqual([]);
  });

  it("that expired unused are deleted by the hourly cron, live ones kept", async () => {
    const seller = await signedInUser("state-cron");
    const abandoned = await startConnect(seller.cookie);
    await expire(abandoned);
    const live = await startConnect(seller.cookie);
    await worker.scheduled(createScheduledController(), env);
    expect((await statesOf(seller.id)).map((row) => row.state)).toEqual([live]);
  });

  it("go by the hourly cron run by hand on a local Worker (GET /__dev/scheduled), not on a deployed one", async () => {
    const seller = await signedInUser("state-dev-cron");
    const abandoned = await startConnect(seller.cookie);
    await expire(abandoned);
    const runByHand = (entry: Pick<typeof worker, "fetch">, workerEnv: Env) =>
      entry.fetch(
        new Request("http://localhost/__dev/scheduled") as Request<unknown, IncomingRequestCfProperties>,
        workerEnv,
        createExecutionContext(),
      );
    const localEnv = { ...env, DEV_ROUTES: "on" } as Env;

    // Deployed: the production entry has no such route, whatever the vars; the dev entry's needs DEV_ROUTES.
    for (const [entry, workerEnv] of [
      [worker, localEnv],
      [devWorker, env],
    ] as const) {
      const deployed = await runByHand(entry, workerEnv);
      expect(deployed.headers.get("content-type") ?? "").not.toContain("application/json");
    }
    expect((await statesOf(seller.id)).map((row) => row.state)).toEqual([abandoned]);

    const local = await runByHand(devWorker, localEnv);
    expect(await local.json()).toEqual({ ran: "hourly" });
    expect(await statesOf(seller.id)).toEqual([]);
  });
});
