import { spawn } from "node:child_process";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { freePort } from "../../../scripts/local-worker.mjs";
import {
  advanceMarket,
  clockOf,
  type Jobs,
  parseDuration,
  stepsOf,
  whatChanged,
} from "../../../scripts/market/advance-market.mjs";

type Handler = (request: IncomingMessage, response: ServerResponse, body: string) => void;

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

async function serve(handler: Handler) {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => handler(request, response, body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const json = (response: ServerResponse, value: unknown) => {
  response.writeHead(200, { "content-type": "application/json" });
  response.end(JSON.stringify(value));
};

/**
 * A sandbox clock and a Worker whose cron keeps it busy for `busyPolls` polls of /__dev/jobs, then
 * leaves every profile synced and one more change applied. `calls` is the order things happened in.
 */
async function fakeMarket({ busyPolls = 2, busyAtStart = 0, profiles = [1, 2] } = {}) {
  const calls: string[] = [];
  let now = Date.parse("2026-11-02T08:00:00Z");
  let busy = busyAtStart;
  let cronRuns = 0;
  const syncs = profiles.map((profileId) => ({
    profileId,
    state: "SUCCEEDED",
    phase: null,
    lastStartedAt: null as string | null,
    lastSucceededAt: null as string | null,
    lastError: null,
  }));
  const sandboxUrl = await serve((request, response, body) => {
    if (request.url === "/_sandbox/clock/advance") {
      const { hours } = JSON.parse(body) as { hours: number };
      now += hours * 3_600_000;
      calls.push(`advance ${hours}h`);
      return json(response, { clock: { now: new Date(now).toISOString() }, events: [] });
    }
    json(response, { now: new Date(now).toISOString() });
  });
  const workerUrl = await serve((request, response) => {
    if (request.url?.startsWith("/__dev/scheduled")) {
      calls.push("cron");
      cronRuns += 1;
      busy = busyPolls;
      for (const row of syncs) Object.assign(row, { state: "QUEUED", lastStartedAt: `run ${cronRuns}` });
      json(response, { ran: "hourly" });
      return;
    }
    busy -= 1;
    const idle = busy < 0;
    if (idle) {
      for (const row of syncs) Object.assign(row, { state: "SUCCEEDED", lastSucceededAt: `run ${cronRuns}` });
      if (calls.at(-1) !== "idle") calls.push("idle");
    }
    const jobs: Jobs = {
      idle,
      queue: { undelivered: idle ? 0 : 1, lastDueAt: null },
      syncs: syncs.map((row) => ({ ...row, state: idle ? row.state : "RUNNING" })),
      leases: [],
      changes: { APPLIED: cronRuns * 3 },
    };
    json(response, jobs);
  });
  return { calls, workerUrl, sandboxUrl };
}

describe("moving the market", () => {
  it("reads durations as whole hours, days and weeks", () => {
    expect([parseDuration("7d"), parseDuration("36h"), parseDuration("2w"), parseDuration("6")]).toEqual([
      168, 36, 336, 6,
    ]);
    for (const wrong of ["0", "1.5d", "7x", "", "d"])
      expect(() => parseDuration(wrong)).toThrow(/whole hours/);
  });

  it("steps by the hour or by the day, the rest last", () => {
    expect(stepsOf(3, "hour")).toEqual([1, 1, 1]);
    expect(stepsOf(36, "day")).toEqual([24, 12]);
    expect(stepsOf(48, "day")).toEqual([24, 24]);
    // @ts-expect-error: a step the CLI refuses
    expect(() => stepsOf(24, "week")).toThrow(/hour" or "day/);
  });

  it("at each step advances the clock, runs the cron, and waits until its work is done before the next", async () => {
    const { calls, workerUrl, sandboxUrl } = await fakeMarket();
    const steps: unknown[] = [];
    const totals = await advanceMarket({
      workerUrl,
      sandboxUrl,
      duration: "36h",
      step: "day",
      pollMs: 5,
      onStep: (step) => {
        steps.push(step);
      },
    });
    expect(calls).toEqual(["idle", "advance 24h", "cron", "idle", "advance 12h", "cron", "idle"]);
    expect(steps).toEqual([
      expect.objectContaining({
        index: 1,
        of: 2,
        hours: 24,
        now: "2026-11-03T08:00:00.000Z",
        synced: [1, 2],
      }),
      expect.objectContaining({
        index: 2,
        of: 2,
        hours: 12,
        now: "2026-11-03T20:00:00.000Z",
        synced: [1, 2],
      }),
    ]);
    expect(totals).toMatchObject({ steps: 2, hours: 36, synced: 4, failed: 0, changes: { APPLIED: 6 } });
  });

  it("first waits for work already under way (a first sync), so the clock never moves under a running job", async () => {
    const { calls, workerUrl, sandboxUrl } = await fakeMarket({ busyAtStart: 3 });
    await advanceMarket({ workerUrl, sandboxUrl, duration: "1h", pollMs: 5 });
    expect(calls).toEqual(["idle", "advance 1h", "cron", "idle"]);
  });

  it("fails after the step's timeout naming what was still pending", async () => {
    const { workerUrl, sandboxUrl } = await fakeMarket({ busyPolls: 1_000_000 });
    await expect(
      advanceMarket({ workerUrl, sandboxUrl, duration: "2h", pollMs: 5, stepTimeoutMs: 100 }),
    ).rejects.toThrow(
      /the jobs of the hour 2026-11-02T09:00:00.000Z had not finished after 0 s: 1 queue message\(s\) not handled yet; profile 1 sync RUNNING; profile 2 sync RUNNING/,
    );
  });

  it("says which Worker it needs when /__dev/jobs or the cron hook is missing", async () => {
    const sandboxUrl = await serve((_request, response) => json(response, { now: "2026-11-02T08:00:00Z" }));
    const spa = await serve((_request, response) => {
      response.writeHead(200, { "content-type": "text/html" });
      response.end("<!doctype html>");
    });
    await expect(advanceMarket({ workerUrl: spa, sandboxUrl, duration: "1h" })).rejects.toThrow(
      /has no \/__dev\/jobs .*start it with `npm start`, which sets DEV_ROUTES=on/,
    );
    const noCron = await serve((request, response) =>
      request.url?.startsWith("/__dev/jobs")
        ? json(response, { idle: true, queue: { undelivered: 0 }, syncs: [], leases: [], changes: null })
        : response.end("<!doctype html>"),
    );
    await expect(advanceMarket({ workerUrl: noCron, sandboxUrl, duration: "1h" })).rejects.toThrow(
      /did not run its cron .*DEV_ROUTES=on/,
    );
  });

  it("sends a GET again once when the server had closed its kept-alive connection (UND_ERR_SOCKET)", async () => {
    let requests = 0;
    const clock = { now: "2026-11-25T10:00:00.000Z" };
    const flaky = await serve((request, response) => {
      requests += 1;
      if (requests === 1) request.socket.destroy();
      else json(response, clock);
    });
    await expect(clockOf(flaky)).resolves.toEqual(clock);
    expect(requests).toBe(2);

    let refused = 0;
    const closing = await serve((request) => {
      refused += 1;
      request.socket.destroy();
    });
    await expect(clockOf(closing)).rejects.toThrow("cannot reach the sandbox");
    expect(refused).toBe(2);
  });

  it("tells syncs that succeeded from those that failed, and counts the change log's moves", () => {
    const row = { phase: null, lastError: null };
    const before: Jobs = {
      idle: true,
      queue: { undelivered: 0, lastDueAt: null },
      syncs: [
        { ...row, profileId: 1, state: "SUCCEEDED", lastStartedAt: "a", lastSucceededAt: "a" },
        { ...row, profileId: 2, state: "SUCCEEDED", lastStartedAt: "a", lastSucceededAt: "a" },
        { ...row, profileId: 3, state: "FAILED", lastStartedAt: "a", lastSucceededAt: null },
      ],
      leases: [],
      changes: { PLANNED: 2, APPLIED: 5 },
    };
    const after: Jobs = {
      ...before,
      syncs: [
        { ...row, profileId: 1, state: "SUCCEEDED", lastStartedAt: "b", lastSucceededAt: "b" },
        {
          ...row,
          profileId: 2,
          state: "FAILED",
          lastStartedAt: "b",
          lastSucceededAt: "a",
          lastError: "HTTP 500",
        },
        { ...row, profileId: 3, state: "FAILED", lastStartedAt: "a", lastSucceededAt: null },
        { ...row, profileId: 4, state: "SUCCEEDED", lastStartedAt: "b", lastSucceededAt: "b" },
      ],
      changes: { PLANNED: 2, APPLIED: 9, FAILED: 1 },
    };
    expect(whatChanged(before, after)).toEqual({
      synced: [1, 4],
      failed: [{ profileId: 2, error: "HTTP 500" }],
      changes: { APPLIED: 4, FAILED: 1 },
    });
    expect(whatChanged(before, { ...after, changes: null }).changes).toBeNull();
  });
});

/** `npm run market -- …` as a child process: its exit code and output. */
function market(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, ["scripts/market.mjs", ...args], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

// Each test starts the script as a process, eight in a row for the usage errors: a busy machine takes
// seconds for each start, so the tests wait on the exits, not on vitest's 5 s.
describe("npm run market", { timeout: 120_000 }, () => {
  it("explains itself, and refuses what it cannot do with the usage and exit code 2", async () => {
    const help = await market(["--help"]);
    expect(help.code).toBe(0);
    expect(help.output).toContain("advance <7d|36h|2w|6> [--step hour|day]");
    for (const [args, message] of [
      [[], "no command"],
      [["advance"], "advance takes one duration"],
      [["advance", "7x"], "a duration is whole hours, days or weeks"],
      [["advance", "7d", "--step", "week"], "--step is hour or day; got: week"],
      [["advance", "7d", "--timeout", "soon"], "--timeout is seconds"],
      [["advance", "7d", "--steps", "day"], "Unknown option '--steps'"],
      [["rewind", "7d"], "unknown command: rewind"],
    ] as const) {
      const { code, output } = await market([...args]);
      expect(code, args.join(" ")).toBe(2);
      expect(output).toContain(`market: ${message}`);
      expect(output).toContain("Usage: npm run market");
    }
  });

  it("says npm start is not running, and moves nothing, when nothing answers", async () => {
    const [port, sandboxPort] = [await freePort(), await freePort()];
    for (const command of [["advance", "2d"], ["status"]]) {
      const { code, output } = await market(command, {
        PORT: String(port),
        SANDBOX_PORT: String(sandboxPort),
      });
      expect(code).toBe(1);
      expect(output).toContain(
        `cannot reach the sandbox at http://127.0.0.1:${sandboxPort} (is \`npm start\` running?)`,
      );
    }

    // The sandbox alone (a Worker that stopped): the clock does not move without the jobs.
    const { calls, sandboxUrl } = await fakeMarket();
    const { code, output } = await market(["advance", "2d"], { PORT: String(port), SANDBOX_URL: sandboxUrl });
    expect(code).toBe(1);
    expect(output).toContain(
      `cannot reach the Worker at http://127.0.0.1:${port} (is \`npm start\` running?)`,
    );
    expect(calls).toEqual([]);
  });

  it("prints a line a step and the totals", async () => {
    const { workerUrl, sandboxUrl } = await fakeMarket({ busyPolls: 1 });
    const { code, output } = await market(["advance", "2h"], {
      WORKER_URL: workerUrl,
      SANDBOX_URL: sandboxUrl,
    });
    expect(code).toBe(0);
    expect(output).toMatch(
      /\[1\/2\] 2026-11-02 09:00 UTC \(\+1 h\): 2 profile\(s\) synced; changes 3 applied · \d+\.\d s/,
    );
    expect(output).toMatch(
      /\[2\/2\] 2026-11-02 10:00 UTC \(\+1 h\): 2 profile\(s\) synced; changes 3 applied/,
    );
    expect(output).toMatch(
      /Moved 2 h in 2 step\(s\), now 2026-11-02 10:00 UTC: 4 sync\(s\), 0 failed; changes 6 applied/,
    );
  });
});
