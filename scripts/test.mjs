// npm test: every check CI runs, in order, with timings and one closing "N passed, N failed" line.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";

const reports = ".data/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name, report = name) =>
  `npx vitest run --config tests/${name}/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/${report}.json`;

/**
 * End-to-end files mostly wait on the browser, the Worker and the sandbox, so two halves run side by
 * side, each with its own Worker, sandbox and D1 (the global setup starts them per process).
 */
const E2E_SHARDS = 2;

/** Runs a command with its output in the log as it comes; answers its exit status. */
function run(command) {
  console.log(`$ ${command}`);
  return spawnSync(command, { shell: true, stdio: "inherit" }).status;
}

/** Runs the e2e shards at once, each shard's output printed whole when it ends so lines never mix. */
async function runE2eShards() {
  const shards = Array.from({ length: E2E_SHARDS }, (_, index) => {
    const shard = `${index + 1}/${E2E_SHARDS}`;
    const command = `${vitest("e2e", `e2e-${index + 1}`)} --shard=${shard}`;
    return new Promise((resolve) => {
      const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
      const output = [];
      child.stdout.on("data", (chunk) => output.push(chunk));
      child.stderr.on("data", (chunk) => output.push(chunk));
      child.on("close", (status) => {
        console.log(`\n── e2e shard ${shard}: ${command}`);
        process.stdout.write(Buffer.concat(output));
        resolve(status);
      });
    });
  });
  const statuses = await Promise.all(shards);
  return statuses.every((status) => status === 0) ? 0 : 1;
}

const steps = [
  ["lint (biome)", () => run("npx biome check .")],
  ["typecheck", () => run("npm run --silent typecheck")],
  ["unit tests", () => run(vitest("unit"))],
  ["workers tests", () => run(vitest("workers"))],
  ["sandbox tests", () => run(vitest("sandbox"))],
  ["build", () => run("npx vite build --config web/vite.config.ts --logLevel warn")],
  [`end-to-end tests (${E2E_SHARDS} shards)`, runE2eShards],
];

const timings = [];
let failedStep;
for (const [name, step] of steps) {
  console.log(`\n━━ ${name}`);
  const started = Date.now();
  const status = await step();
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const file of readdirSync(reports).filter((name) => name.endsWith(".json"))) {
  try {
    const report = JSON.parse(readFileSync(`${reports}/${file}`, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {}
}

console.log(`\n${timings.join(" · ")}`);
if (failedStep) console.log(`Failed at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
