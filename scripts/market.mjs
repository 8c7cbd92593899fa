#!/usr/bin/env node
// npm run market -- advance 7d [--step hour|day]: moves the sandbox market forward and runs the
// product's hourly jobs at each simulated hour or day, against a running `npm start`.
import { parseArgs } from "node:util";
import {
  advanceMarket,
  clockOf,
  defaultUrls,
  jobsOf,
  parseDuration,
  pendingText,
  STEP_HOURS,
} from "./market/advance-market.mjs";
import { whenAskedToStop } from "./stop-signals.mjs";

const { workerUrl, sandboxUrl } = defaultUrls();

const USAGE = `Usage: npm run market -- <command>

  advance <7d|36h|2w|6> [--step hour|day] [--timeout <seconds>]
             move the sandbox clock forward; at each step (an hour unless --step day) run the
             Worker's hourly cron and wait until the syncs and automation jobs it started are done
             (at most --timeout seconds a step, 300 unless told)
  status     the simulated clock and what the Worker's jobs are doing

Worker: ${workerUrl} (WORKER_URL, or PORT); sandbox: ${sandboxUrl} (SANDBOX_URL, or SANDBOX_PORT)`;

class UsageError extends Error {}

/** The command line → { command, duration, step, timeoutSeconds }; throws UsageError when it makes no sense. */
function parseCommand(argv) {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { step: { type: "string", default: "hour" }, timeout: { type: "string", default: "300" } },
    });
  } catch (error) {
    throw new UsageError(error.message);
  }
  const [command, ...rest] = parsed.positionals;
  if (command === "status" && rest.length === 0) return { command };
  if (command !== "advance") throw new UsageError(command ? `unknown command: ${command}` : "no command");
  if (rest.length !== 1) throw new UsageError("advance takes one duration, e.g. 7d");
  const { step, timeout } = parsed.values;
  if (!(step in STEP_HOURS)) throw new UsageError(`--step is hour or day; got: ${step}`);
  const timeoutSeconds = Number(timeout);
  if (!(timeoutSeconds > 0)) throw new UsageError(`--timeout is seconds, e.g. 300; got: ${timeout}`);
  try {
    parseDuration(rest[0]);
  } catch (error) {
    throw new UsageError(error.message);
  }
  return { command, duration: rest[0], step, timeoutSeconds };
}

const time = (iso) => `${iso.slice(0, 16).replace("T", " ")} UTC`;
const seconds = (value) => `${value.toFixed(1)} s`;

function changesText(changes) {
  if (changes === null) return "no change log";
  const parts = Object.entries(changes).map(([status, count]) => `${count} ${status.toLowerCase()}`);
  return parts.length > 0 ? `changes ${parts.join(", ")}` : "no changes";
}

function printStep(step) {
  const failed = step.failed.length > 0 ? `, ${step.failed.length} failed` : "";
  console.log(
    `[${step.index}/${step.of}] ${time(step.now)} (+${step.hours} h): ` +
      `${step.synced.length} profile(s) synced${failed}; ${changesText(step.changes)} · ${seconds(step.seconds)}`,
  );
  for (const { profileId, error } of step.failed)
    console.log(`    profile ${profileId} sync failed: ${error}`);
}

async function advance({ duration, step, timeoutSeconds }, signal) {
  console.log(`› Moving the market ${duration} by ${step}: ${workerUrl} with the sandbox at ${sandboxUrl}`);
  const totals = await advanceMarket({
    workerUrl,
    sandboxUrl,
    duration,
    step,
    signal,
    stepTimeoutMs: timeoutSeconds * 1000,
    onStep: printStep,
  });
  console.log(
    `› Moved ${totals.hours} h in ${totals.steps} step(s), now ${time(totals.now)}: ` +
      `${totals.synced} sync(s), ${totals.failed} failed; ${changesText(totals.changes)} · ${seconds(totals.seconds)}`,
  );
  if (totals.failed > 0) process.exitCode = 1;
}

async function status(signal) {
  const [clock, jobs] = await Promise.all([clockOf(sandboxUrl, signal), jobsOf(workerUrl, signal)]);
  console.log(`clock: ${time(clock.now)}`);
  console.log(jobs.idle ? "jobs: idle" : `jobs: ${pendingText(jobs)}`);
  for (const row of jobs.syncs) {
    const error = row.lastError ? ` — ${row.lastError}` : "";
    console.log(
      `  profile ${row.profileId}: sync ${row.state}, last succeeded ${row.lastSucceededAt ?? "never"}${error}`,
    );
  }
  const log = Object.entries(jobs.changes ?? {}).map(([state, count]) => `${count} ${state.toLowerCase()}`);
  console.log(jobs.changes === null ? "no change log" : `change log: ${log.join(", ") || "empty"}`);
}

async function main(argv) {
  let parsed;
  try {
    parsed = parseCommand(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    const help = ["help", "--help", "-h"].includes(argv[0]);
    if (!help) console.error(`market: ${error.message}\n`);
    console.log(USAGE);
    process.exitCode = help ? 0 : 2;
    return;
  }
  const stop = new AbortController();
  whenAskedToStop((exitCode) => {
    console.log(
      "\n› Stopped. The Worker finishes the jobs of the step it was on; the clock stays where it is.",
    );
    process.exit(exitCode);
  });
  await (parsed.command === "status" ? status(stop.signal) : advance(parsed, stop.signal));
}

main(process.argv.slice(2)).catch((error) => {
  console.error(`market: ${error.message}`);
  process.exitCode = 1;
});
