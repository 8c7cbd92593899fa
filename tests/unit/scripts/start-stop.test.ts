import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { freePort, portInUse } from "../../../scripts/local-worker.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { stopLeftovers } from "../../../scripts/run-marker.mjs";

/** `npm start`'s script on free ports and its own folders, beside any real one. */
async function startScript() {
  mkdirSync(".data", { recursive: true });
  const dir = resolve(mkdtempSync(".data/start-stop-"));
  const ports = [(await freePort()) as number, (await freePort()) as number] as const;
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      PORT: String(ports[0]),
      SANDBOX_PORT: String(ports[1]),
      PERSIST_TO: `${dir}/d1`,
      WEB_DIST: `${dir}/web`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  started.push({ child, dir });
  return { child, dir, ports, exited, output: () => output };
}

const started: { child: ChildProcess; dir: string }[] = [];
afterEach(async () => {
  // A failed test must not leave its run behind either.
  for (const { child, dir } of started.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    await stopLeftovers();
    rmSync(dir, { recursive: true, force: true });
  }
});

/** Command lines of every other process (Linux /proc). */
function commandLines() {
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

async function waitFor(condition: () => boolean, run: { child: ChildProcess; output: () => string }) {
  while (!condition()) {
    if (run.child.exitCode !== null) throw new Error(`npm start ended first:\n${run.output()}`);
    await sleep(100);
  }
}

const mentions = (line: string, dir: string, ports: readonly number[]) =>
  line.includes(dir) || ports.some((port) => new RegExp(`(?<![0-9])${port}(?![0-9])`).test(line));

describe.skipIf(!existsSync("/proc/self/cmdline"))("npm start stopped while it is still starting", () => {
  const steps: [string, (line: string, dir: string, port: number) => boolean][] = [
    ["building the web app", (line, dir) => line.includes(dir) && line.includes(".bin/vite build")],
    ["applying the migrations", (line, dir) => line.includes(dir) && line.includes("migrations")],
    [
      "starting wrangler dev",
      (line, _dir, port) => line.includes("wrangler") && line.includes(`--port ${port}`),
    ],
  ];
  it.each(steps)(
    "leaves no process and no port behind when SIGTERM comes while %s",
    { timeout: 300_000 },
    async (_, isStep) => {
      const run = await startScript();
      await waitFor(() => commandLines().some((line) => isStep(line, run.dir, run.ports[0])), run);

      run.child.kill("SIGTERM");

      expect(await run.exited).toBe(0);
      expect(run.output()).toContain("› Stopped.");
      expect(commandLines().filter((line) => mentions(line, run.dir, run.ports))).toEqual([]);
      expect([await portInUse(run.ports[0]), await portInUse(run.ports[1])]).toEqual([false, false]);
    },
  );

  it("refuses to start in one line when its port is taken", { timeout: 60_000 }, async () => {
    const { createServer } = await import("node:net");
    const holder = createServer();
    const port = (await freePort()) as number;
    await new Promise<void>((listening) => holder.listen(port, "127.0.0.1", listening));
    try {
      const child = spawn(process.execPath, ["scripts/start.mjs"], {
        env: { ...process.env, PORT: String(port), SANDBOX_PORT: String(await freePort()) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      const code = await new Promise((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output.trim().split("\n").at(-1)).toBe(
        `Port ${port} is in use (another npm start?): stop it or set PORT=…`,
      );
      expect(output).not.toContain("Building");
    } finally {
      holder.close();
    }
  });
});
