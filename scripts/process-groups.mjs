// Children started in a process group of their own (wrangler and the workerd it starts, a build, a test
// step), so one signal reaches every process they started. None outlives the script that started it:
// stopAllGroups() on a signal or failure, and a last SIGTERM to each group when this process exits.
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import { listProcesses, procAvailable } from "./proc.mjs";

const running = new Set();
let closing = false;

process.on("exit", () => {
  for (const child of running) signalGroup(child.pid, "SIGTERM");
});

/** spawn() as the leader of a new process group, tracked until the group is stopped. */
export function spawnGroup(command, args, options = {}) {
  // Stopping has begun: a step that was still on its way must not start anything new.
  if (closing) throw new Error("Stopping: not starting anything new");
  const child = spawn(command, args, { ...options, detached: true });
  running.add(child);
  child.once("exit", () => {
    if (!groupAlive(child.pid)) running.delete(child);
  });
  return child;
}

/** Runs a command in its own group; resolves with its output (when piped), rejects on a non-zero exit. */
export function runGroup(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, options);
    let output = "";
    child.stdout?.on("data", (chunk) => (output += chunk));
    child.stderr?.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${[command, ...args].join(" ")} ended with ${signal ?? code}\n${output}`)),
    );
  });
}

/** SIGTERM to every process of the group, SIGKILL to those left after graceMs; resolves once none is left. */
export async function stopGroup(child, graceMs = 5_000) {
  signalGroup(child.pid, "SIGTERM");
  if (!(await waitUntilGone(child.pid, graceMs))) {
    signalGroup(child.pid, "SIGKILL");
    await waitUntilGone(child.pid, graceMs);
  }
  running.delete(child);
}

/** Stops every group this process started, and refuses to start new ones. */
export async function stopAllGroups() {
  closing = true;
  await Promise.all([...running].map((child) => stopGroup(child)));
}

export function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
  } catch {}
}

async function waitUntilGone(pgid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

/** Whether any process of the group still runs; a zombie (exited, not yet reaped) holds no port and counts as gone. */
export function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
  } catch {
    return false;
  }
  if (!procAvailable) return true;
  return listProcesses().some((member) => member.pgid === pgid && member.state !== "Z");
}
