// Every process an `npm start` or `npm test` run starts carries SKUPILOT_RUN=<owner pid>:<owner start
// time>:<checkout> in its environment (children inherit it, whatever process group they run in). So a
// run finds all it started, browsers included, and the next run of this checkout finds what an owner
// killed outright (SIGKILL, which no handler sees) left behind. Linux only (/proc); elsewhere no-ops.
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { environmentVariable, listProcesses, procAvailable, processInfo } from "./proc.mjs";
import { signalGroup } from "./process-groups.mjs";

const VARIABLE = "SKUPILOT_RUN";
const checkout = fileURLToPath(new URL("..", import.meta.url));

/** Makes this process the owner of a run: everything it starts from now on carries the mark. */
export function markRun() {
  const mark = `${process.pid}:${startTimeOf(process.pid)}:${checkout}`;
  process.env[VARIABLE] = mark;
  return mark;
}

/** Stops every process but this one that carries the mark (and the groups they lead); answers how many. */
export async function stopRun(mark, graceMs = 5_000) {
  if (!procAvailable) return 0;
  const found = marked(mark).length;
  const ownGroup = processInfo(process.pid)?.pgid;
  for (const signal of ["SIGTERM", "SIGKILL"]) {
    const deadline = Date.now() + graceMs;
    let left = marked(mark);
    for (const entry of left) {
      if (entry.pgid === entry.pid && entry.pgid !== ownGroup) signalGroup(entry.pid, signal);
      else signalProcess(entry.pid, signal);
    }
    while (left.length > 0 && Date.now() < deadline) {
      await sleep(50);
      left = marked(mark);
    }
    if (left.length === 0) break;
  }
  return found;
}

/** Stops what earlier runs of this checkout left running when their owner was killed; answers how many. */
export async function stopLeftovers() {
  if (!procAvailable) return 0;
  const orphaned = new Set();
  for (const entry of listProcesses()) {
    const mark = markOf(entry.pid);
    if (mark?.endsWith(`:${checkout}`) && !ownerAlive(mark)) orphaned.add(mark);
  }
  let stopped = 0;
  for (const mark of orphaned) stopped += await stopRun(mark);
  return stopped;
}

const marked = (mark) =>
  listProcesses().filter(
    (entry) => entry.pid !== process.pid && entry.state !== "Z" && markOf(entry.pid) === mark,
  );

const markOf = (pid) => environmentVariable(pid, VARIABLE);

function ownerAlive(mark) {
  const [pid, startTime] = mark.split(":");
  return startTimeOf(Number(pid)) === startTime;
}

function startTimeOf(pid) {
  const info = processInfo(pid);
  return info && info.state !== "Z" ? info.startTime : undefined;
}

function signalProcess(pid, signal) {
  try {
    process.kill(pid, signal);
  } catch {}
}
