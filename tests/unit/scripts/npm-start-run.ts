import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { freePort } from "../../../scripts/local-worker.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { stopLeftovers } from "../../../scripts/run-marker.mjs";
import { migrateD1 } from "../../support/migrated-d1";

export type NpmStartRun = {
  child: ChildProcess;
  dir: string;
  ports: readonly [number, number];
  exited: Promise<number | null>;
  output: () => string;
};

/**
 * `npm start`'s script on free ports and its own folders, beside any real one. `builtWeb`: its web folder
 * is served as it is (SKIP_WEB_BUILD), for a test whose step under test comes after the build.
 * `migratedD1`: its D1 already has every migration, as a second npm start finds it (migrated-d1.ts).
 */
export async function startScript({ builtWeb = false, migratedD1 = false } = {}): Promise<NpmStartRun> {
  mkdirSync(".data", { recursive: true });
  const dir = resolve(mkdtempSync(".data/npm-start-"));
  if (builtWeb) mkdirSync(`${dir}/web`);
  if (migratedD1) {
    await migrateD1(`${dir}/d1`).catch((error) => {
      rmSync(dir, { recursive: true, force: true });
      throw error;
    });
  }
  const ports = [(await freePort()) as number, (await freePort()) as number] as const;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(ports[0]),
      SANDBOX_PORT: String(ports[1]),
      PERSIST_TO: `${dir}/d1`,
      WEB_DIST: `${dir}/web`,
      SKIP_WEB_BUILD: builtWeb ? "1" : "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, dir, ports, exited, output: () => output };
}

/** Kills what a failed test left of the run, and removes its folders. */
export async function removeRun(run: NpmStartRun) {
  if (run.child.exitCode === null && run.child.signalCode === null) run.child.kill("SIGKILL");
  await stopLeftovers();
  rmSync(run.dir, { recursive: true, force: true });
}

/** Command lines of every other process (Linux /proc). */
export function commandLines() {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry) && Number(entry) !== process.pid)
    .map((entry) => {
      try {
        return readFileSync(`/proc/${entry}/cmdline`, "utf8").split("\0").join(" ");
      } catch {
        return "";
      }
    });
}

/** Polls until `condition` holds; fails as soon as npm start has ended instead. */
export async function untilRunning(condition: () => boolean, run: NpmStartRun, pollMs = 100) {
  while (!condition()) {
    if (run.child.exitCode !== null) throw new Error(`npm start ended first:\n${run.output()}`);
    await sleep(pollMs);
  }
}
