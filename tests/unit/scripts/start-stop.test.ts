import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { freePort, portInUse } from "../../../scripts/local-worker.mjs";
import { commandLines, type NpmStartRun, removeRun, startScript, untilRunning } from "./npm-start-run";

const started: NpmStartRun[] = [];
afterEach(async () => {
  // A failed test must not leave its run behind either.
  for (const run of started.splice(0)) await removeRun(run);
});

const mentions = (line: string, dir: string, ports: readonly number[]) =>
  line.includes(dir) || ports.some((port) => new RegExp(`(?<![0-9])${port}(?![0-9])`).test(line));

describe.skipIf(!existsSync("/proc/self/cmdline"))("npm start stopped while it is still starting", () => {
  // Each step after the build starts on what the steps before it leave (a built web app, a migrated D1):
  // the build is tested on its own, and each step's stop is the same whatever came before it.
  const steps: [
    string,
    Parameters<typeof startScript>[0],
    (line: string, dir: string, port: number) => boolean,
  ][] = [
    ["building the web app", {}, (line, dir) => line.includes(dir) && line.includes(".bin/vite build")],
    [
      "applying the migrations",
      { builtWeb: true },
      (line, dir) => line.includes(dir) && line.includes("migrations"),
    ],
    [
      "starting wrangler dev",
      { builtWeb: true, migratedD1: true },
      (line, _dir, port) => line.includes("wrangler") && line.includes(`--port ${port}`),
    ],
  ];
  it.each(steps)(
    "leaves no process and no port behind when SIGTERM comes while %s",
    { timeout: 300_000 },
    async (_, options, isStep) => {
      const run = await startScript(options);
      started.push(run);
      await untilRunning(() => commandLines().some((line) => isStep(line, run.dir, run.ports[0])), run);

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
