// npm test: every check CI runs, with timings and one closing "N passed, N failed" line. Stopped at
// any moment (Ctrl+C, SIGTERM), it stops every step with all it started: Workers, sandboxes, browsers.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { resolve } from "node:path";
import { spawnGroup, stopAllGroups } from "./process-groups.mjs";
import { markRun, stopLeftovers, stopRun } from "./run-marker.mjs";
import { whenAskedToStop } from "./stop-signals.mjs";
import { planShards, recordedDurations, suiteFiles } from "./test-shards.mjs";

const run = markRun();
const running = new Set();
let stopping = false;
whenAskedToStop(async (exitCode) => {
  stopping = true;
  console.log(`\n› Stopping the tests (running: ${[...running].join(", ") || "nothing"})…`);
  await stopAllGroups();
  await stopRun(run);
  console.log("› Stopped: nothing they started is left running.");
  process.exit(exitCode);
});
const leftovers = await stopLeftovers();
if (leftovers > 0) console.log(`› Stopped ${leftovers} processes left running by a killed npm start/test`);

const reports = ".data/test-reports";
// Each e2e shard's Worker writes its log here (tests/e2e/support/global-setup.ts).
const e2eLogs = ".data/e2e-logs";
// The Worker's and the sandbox's deploy bundles, built once by the first lane that serves them (run-bundles.mjs).
const bundles = resolve(".data/test-bundles");
process.env.RUN_BUNDLES_DIR = bundles;
// The end-to-end tests' screenshots only when asked for (tests/e2e/support/browser.ts).
process.env.E2E_SCREENSHOTS ??= "0";
for (const dir of [reports, e2eLogs, bundles]) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
}

const vitest = (name, report = name) =>
  `npx vitest run --config tests/${name}/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/${report}.json`;

/**
 * A suite's files as `count` shards side by side, split by their recorded times (the suite's
 * durations.json), not by count: one lane each.
 */
const shardLanes = (suite, label, count) =>
  planShards(suite, suiteFiles(suite), recordedDurations(suite), count).map((shard, index) => [
    [
      `${label} ${index + 1}/${count} (~${Math.round(shard.seconds)} s recorded)`,
      `${vitest(suite, `${suite}-${index + 1}`)} ${shard.files.join(" ")}`,
    ],
  ]);

/**
 * The workers tests run in one workerd per shard (each file on an emptied D1, tests/workers/apply-migrations.ts)
 * and wait on the sandbox, which some of them move in time or switch faults on: two shards side by side, each
 * with its own sandbox (the vitest config picks a free port per run), split by recorded time like the
 * end-to-end files. A file must leave the sandbox's sellers as other files expect them (see tests/workers/support/account-data-seller.ts).
 */
const workersShards = shardLanes("workers", "workers tests", 2);

/**
 * End-to-end files mostly wait on the browser, the Worker and the sandbox (a shard alone keeps about half
 * a core busy), so four shards, each with its own Worker, sandbox and D1 (the global setup starts them per
 * process).
 */
const e2eShards = shardLanes("e2e", "end-to-end shard", 4);

/**
 * Lanes run side by side, SLOTS at a time, each its steps in order until one fails: the two workers shards,
 * the quick lane (the build first: the end-to-end shards wait for it), then the end-to-end shards. As a lane
 * ends, its slot takes the next, so both cores stay busy to the end: with three slots and two end-to-end
 * shards, the last half of a run kept about one core busy. Five slots start two end-to-end shards beside
 * the workers shards and the quick lane: idle, on the same fresh clone and hour, 779.7 s with four, 741.3 s
 * with five. Once a step has failed, no new lane starts.
 */
const BUILD = "build";
const SLOTS = Number(process.env.TEST_SLOTS) || 5;
const lanes = [
  ...workersShards,
  [
    [BUILD, "npx vite build --config web/vite.config.ts --logLevel warn"],
    ["deploy dry run (production)", "node scripts/deploy/dry-run.mjs"],
    ["lint (biome)", "npx biome check ."],
    ["typecheck", "npm run --silent typecheck"],
    ["unit tests", vitest("unit")],
    ["sandbox tests", vitest("sandbox")],
  ],
];

/**
 * GNU time, where the machine has it: it adds each step's CPU seconds (its processes and theirs) to the
 * timings. On a machine of two cores the lanes share, CPU is what a step really costs the run.
 */
const GNU_TIME = "/usr/bin/time";
const cpuFile = (name) => `${reports}/cpu-${name.replace(/\W+/g, "-")}.txt`;
const measured = (name, command) =>
  existsSync(GNU_TIME)
    ? `${GNU_TIME} -q -f "%U %S" -o ${cpuFile(name)} sh -c '${command.replaceAll("'", "'\\''")}'`
    : command;

/** A step's CPU seconds as GNU time wrote them, or null without it. */
function cpuSeconds(name) {
  try {
    const [user, system] = readFileSync(cpuFile(name), "utf8").trim().split("\n").at(-1).split(" ");
    return Number(user) + Number(system);
  } catch {
    return null;
  }
}

/** Runs a command (in a process group of its own) with its output collected; answers its exit status and that output. */
function runCollected(name, command) {
  return new Promise((resolve) => {
    const child = spawnGroup(measured(name, command), [], {
      shell: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => resolve({ status, output: Buffer.concat(output) }));
  });
}

const timings = [];
const failedSteps = [];
/** Settles true once the web app is built, false if its build failed: the end-to-end shards wait for it. */
let settleBuild;
const built = new Promise((resolve) => (settleBuild = resolve));

/** A lane's steps in order, each printed whole when it ends so the lanes' lines never mix. */
async function runLane(steps) {
  for (const [name, command] of steps) {
    if (stopping) return;
    const started = Date.now();
    running.add(name);
    const { status, output } = await runCollected(name, command);
    running.delete(name);
    // Stopped: the stop handler reports and exits.
    if (stopping) return;
    const cpu = cpuSeconds(name);
    timings.push(
      `${name} ${((Date.now() - started) / 1000).toFixed(1)}s${cpu === null ? "" : ` (CPU ${cpu.toFixed(0)} s)`}`,
    );
    console.log(`\n━━ ${name}\n$ ${command}`);
    process.stdout.write(output);
    if (name === BUILD) settleBuild(status === 0);
    if (status !== 0) {
      failedSteps.push(name);
      return;
    }
  }
}

const started = Date.now();
const waiting = [...lanes, ...e2eShards.map((lane) => ({ afterBuild: true, lane }))];
await Promise.all(
  Array.from({ length: SLOTS }, async () => {
    while (waiting.length > 0 && failedSteps.length === 0 && !stopping) {
      const next = waiting.shift();
      if (next.afterBuild && !(await built)) return;
      await runLane(next.afterBuild ? next.lane : next);
    }
  }),
);

if (!stopping) await finish();

/** The failed shards' Worker logs, strays stopped, timings and the closing count; exits with the verdict. */
async function finish() {
  // A failed e2e shard: the end of each Worker log (request lines with their times) shows what it was doing.
  if (failedSteps.some((name) => name.startsWith("end-to-end"))) {
    for (const file of readdirSync(e2eLogs)) {
      const lines = readFileSync(`${e2eLogs}/${file}`, "utf8").trimEnd().split("\n");
      console.log(`\n── last 80 lines of ${e2eLogs}/${file}\n${lines.slice(-80).join("\n")}`);
    }
  }

  // Anything a step left behind (a crashed test process's browser, say) is stopped and counted.
  const strays = await stopRun(run);
  if (strays > 0) console.log(`\n› Stopped ${strays} processes the tests left running`);

  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of readdirSync(reports).filter((name) => name.endsWith(".json"))) {
    try {
      const report = JSON.parse(readFileSync(`${reports}/${file}`, "utf8"));
      passed += report.numPassedTests;
      failed += report.numFailedTests;
      failures.push(...failedTests(report));
    } catch {}
  }

  console.log(`\n${timings.join(" · ")} · total ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (failedSteps.length > 0) console.log(`Failed at: ${failedSteps.join(", ")}`);
  // Last, so that the end of a long log (all CI keeps) names each failed test and why.
  for (const failure of failures) console.log(failure);
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failedSteps.length > 0 ? 1 : 0);
}

/** Each failed test of a vitest JSON report: its file, its full name and the first lines of its error. */
function failedTests(report) {
  const firstLines = (text) => text.split("\n").slice(0, 4).join("\n    ");
  return report.testResults.flatMap((file) => {
    const path = file.name.replace(`${process.cwd()}/`, "");
    const tests = file.assertionResults.filter((test) => test.status === "failed");
    // A file that failed outside its tests (a hook, an import) has only a message.
    if (tests.length === 0 && file.status === "failed")
      return [`✗ ${path}\n    ${firstLines(file.message ?? "")}`];
    return tests.map(
      (test) => `✗ ${path} › ${test.fullName}\n    ${firstLines(test.failureMessages.join("\n"))}`,
    );
  });
}
