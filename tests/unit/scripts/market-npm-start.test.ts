/**
 * `npm run market -- advance` for real: `npm start` on free ports with its own folders, the sandbox's
 * Demo Seller connected over HTTP, then 2 days by day and 2 hours by hour. Each step syncs every
 * profile, the figures of the new days arrive, and the run leaves nothing behind.
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { portInUse } from "../../../scripts/local-worker.mjs";
import { clockOf, jobsOf, untilIdle } from "../../../scripts/market/advance-market.mjs";
import { apiGet, connectDemoSellerOverHttp } from "../../support/demo-seller-over-http";
import { type NpmStartRun, removeRun, startScript, untilRunning } from "./npm-start-run";

type Statistics = { total: { impressions: number; spend: number } };

let start: NpmStartRun;
const ports = { worker: 0, sandbox: 0 };
const urls = { worker: "", sandbox: "" };

beforeAll(async () => {
  // As a second npm start finds its D1: migrated (start-stop.test.ts stops npm start while it migrates).
  start = await startScript({ migratedD1: true });
  await untilRunning(() => start.output().includes("Press Ctrl+C to stop."), start, 200);
  [ports.worker, ports.sandbox] = start.ports;
  urls.worker = `http://127.0.0.1:${ports.worker}`;
  urls.sandbox = `http://127.0.0.1:${ports.sandbox}`;
}, 240_000);

afterAll(async () => {
  if (start?.child.exitCode === null) {
    start.child.kill("SIGTERM");
    await start.exited;
  }
  if (start) await removeRun(start);
}, 60_000);

function market(args: string[]) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ["scripts/market.mjs", ...args], {
      env: { ...process.env, PORT: String(ports.worker), SANDBOX_PORT: String(ports.sandbox) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => done({ code, output }));
  });
}

const day = (iso: string, plusDays: number) =>
  new Date(Date.parse(iso) + plusDays * 86_400_000).toISOString().slice(0, 10);

describe("npm run market against npm start", () => {
  it("moves the market 2 days by day and 2 hours by hour, each step syncing every profile", {
    timeout: 300_000,
  }, async () => {
    const cookie = await connectDemoSellerOverHttp(urls.worker);
    // The first sync (60 days) is under way: advance waits for it too, but its figures are the baseline here.
    const synced = await untilIdle(urls.worker, { timeoutMs: 120_000 });
    expect(synced.syncs.map((row) => row.state)).toEqual([
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
      "SUCCEEDED",
    ]);
    const { now: before } = await clockOf(urls.sandbox);
    const nextDays = `/api/statistics?startDate=${day(before, 1)}&endDate=${day(before, 2)}`;
    const figuresBefore = await apiGet<Statistics>(urls.worker, nextDays, cookie);

    const byDay = await market(["advance", "2d", "--step", "day"]);
    expect(byDay.code, byDay.output).toBe(0);
    expect(
      byDay.output.match(/^\[\d\/2\] .* \(\+24 h\): 4 profile\(s\) synced; no changes · /gm),
    ).toHaveLength(2);
    const afterDays = await jobsOf(urls.worker);

    const byHour = await market(["advance", "2h", "--step", "hour"]);
    expect(byHour.code, byHour.output).toBe(0);
    expect(
      byHour.output.match(/^\[\d\/2\] .* \(\+1 h\): 4 profile\(s\) synced; no changes · /gm),
    ).toHaveLength(2);
    expect(byHour.output).toMatch(/› Moved 2 h in 2 step\(s\), now .*: 8 sync\(s\), 0 failed/);

    const { now: after } = await clockOf(urls.sandbox);
    expect(Date.parse(after) - Date.parse(before)).toBe(50 * 3_600_000);
    const afterHours = await jobsOf(urls.worker);
    expect(afterHours.idle).toBe(true);
    for (const [index, row] of afterHours.syncs.entries()) {
      const earlier = [synced, afterDays].map((jobs) => Date.parse(jobs.syncs[index]?.lastSucceededAt ?? ""));
      expect(Date.parse(row.lastSucceededAt ?? "")).toBeGreaterThan(Math.max(...earlier));
    }
    // The days the market moved through now have figures on the Analytics screen.
    const figuresAfter = await apiGet<Statistics>(urls.worker, nextDays, cookie);
    expect(figuresAfter.total.impressions).toBeGreaterThan(figuresBefore.total.impressions);
    expect(figuresAfter.total.spend).toBeGreaterThan(figuresBefore.total.spend);

    const status = await market(["status"]);
    expect(status.output).toContain(`clock: ${after.slice(0, 16).replace("T", " ")} UTC`);
    expect(status.output).toContain("jobs: idle");
  });

  it("is stopped with npm start, leaving no port behind", { timeout: 60_000 }, async () => {
    start.child.kill("SIGTERM");
    expect(await start.exited).toBe(0);
    expect([await portInUse(ports.worker), await portInUse(ports.sandbox)]).toEqual([false, false]);
  });
});
