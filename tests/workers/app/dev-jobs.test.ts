import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import devWorker from "../../../worker/dev/index";
import { forgetUndeliveredMessages } from "../../../worker/dev/queue-tracker";
import productionWorker from "../../../worker/index";
import { signUp } from "../support/accounts";
import { seedAdvertisedSku, seedCampaign, seedProfile } from "../support/seed-ads";

/** The Worker as npm start runs it (the dev entry; scripts/local-worker.mjs sets DEV_ROUTES=on). */
const localEnv = { ...env, DEV_ROUTES: "on" } as Env;

async function jobs(workerEnv = localEnv, worker: Pick<typeof productionWorker, "fetch"> = devWorker) {
  return worker.fetch(
    new Request("http://localhost/__dev/jobs") as Request<unknown, IncomingRequestCfProperties>,
    workerEnv,
    createExecutionContext(),
  );
}

async function idleJobs() {
  const response = await jobs();
  expect(response.headers.get("content-type")).toContain("application/json");
  return (await response.json()) as {
    idle: boolean;
    queue: { undelivered: number };
    syncs: { profileId: number; state: string }[];
    leases: { profileId: number; holder: string }[];
    changes: Record<string, number> | null;
  };
}

const run = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .run();

describe("GET /__dev/jobs (npm run market waits on it)", () => {
  it("does not exist on a deployed Worker, nor on the dev entry without DEV_ROUTES: the path is the SPA's", async () => {
    for (const response of [
      await jobs(localEnv, productionWorker),
      await jobs(env, productionWorker),
      await jobs(env, devWorker),
    ])
      expect(response.headers.get("content-type") ?? "").not.toContain("application/json");
  });

  it("is busy while a sync is QUEUED or RUNNING or an automation lease is held, idle otherwise", async () => {
    const user = await signUp();
    const profileId = await seedProfile(user.id);
    // Other files in this isolate send messages their tests never consume.
    forgetUndeliveredMessages();
    expect(await idleJobs()).toMatchObject({
      idle: true,
      queue: { undelivered: 0 },
      leases: [],
      changes: {},
    });

    for (const [state, idle] of [
      ["QUEUED", false],
      ["RUNNING", false],
      ["SUCCEEDED", true],
      ["FAILED", true],
    ] as const) {
      await run(
        "insert into sync_status (profile_id, state) values (?, ?) on conflict (profile_id) do update set state = excluded.state",
        profileId,
        state,
      );
      const answer = await idleJobs();
      expect(answer.idle, state).toBe(idle);
      expect(answer.syncs).toContainEqual(expect.objectContaining({ profileId, state }));
    }

    // A lease counts until it expires by the earlier of the real and the marketplace clock.
    const now = Math.min(Date.now(), (await marketplaceNow(env)).getTime());
    await run(
      "insert into automation_leases (profile_id, holder, expires_at) values (?, 'job-1', ?)",
      profileId,
      now + 600_000,
    );
    expect(await idleJobs()).toMatchObject({ idle: false, leases: [{ profileId, holder: "job-1" }] });
    await run("update automation_leases set expires_at = ? where profile_id = ?", now - 60_000, profileId);
    expect(await idleJobs()).toMatchObject({ idle: true, leases: [] });
    await run(
      "update automation_leases set holder = null, expires_at = ? where profile_id = ?",
      now + 600_000,
      profileId,
    );
    expect(await idleJobs()).toMatchObject({ idle: true, leases: [] });
  });

  it("counts the automation's change log by status", async () => {
    const user = await signUp();
    const profileId = await seedProfile(user.id);
    await seedCampaign(profileId, { campaignId: "c-dev-jobs", name: "Dev jobs" });
    const skuId = await seedAdvertisedSku(profileId, "c-dev-jobs", "SKU-DEV", "B0DEVJOBS1");
    for (const [index, status] of ["APPLIED", "APPLIED", "FAILED", "PLANNED"].entries()) {
      await run(
        "insert into automation_changes (profile_id, advertised_sku_id, campaign_id, run_key, change_key, rule, kind, entity_type, entity_id, action, reason, status, planned_at) values (?, ?, 'c-dev-jobs', 'run', ?, 'BID_OPTIMIZATION', 'bid', 'KEYWORD', 'k', '{}', 'why', ?, 0)",
        profileId,
        skuId,
        `change-${index}`,
        status,
      );
    }
    expect((await idleJobs()).changes).toEqual({ APPLIED: 2, FAILED: 1, PLANNED: 1 });
  });
});
