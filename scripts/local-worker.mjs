// Starts the Worker locally with wrangler (offline), waits until it answers, and stops it as a group.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { offlineEnv, wranglerBin } from "./wrangler.mjs";

export function runWrangler(args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [wranglerBin, ...args], {
      env: offlineEnv,
      stdio: "pipe",
      ...options,
    });
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrangler ${args[0]} failed:\n${output}`)),
    );
  });
}

export const applyMigrations = (persistTo) =>
  runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persistTo]);

export async function startWorker({ port, persistTo, stdio = "ignore" }) {
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      "dev",
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      persistTo,
      "--test-scheduled",
    ],
    { env: offlineEnv, stdio, detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child);
  return { url, stop: () => stopGroup(child) };
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`wrangler dev exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {}
    await sleep(250);
  }
  stopGroup(child);
  throw new Error(`The Worker did not answer at ${url} within ${timeoutMs / 1000}s`);
}

function stopGroup(child) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
}
