// npm test: every check CI runs, in order, with timings and one closing "N passed, N failed" line.
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const reports = ".data/test-reports";
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (name) =>
  `npx vitest run --config tests/${name}/vitest.config.ts --reporter=default --reporter=json --outputFile.json=${reports}/${name}.json`;

const steps = [
  ["lint (biome)", "npx biome check ."],
  ["typecheck", "npm run --silent typecheck"],
  ["unit tests", vitest("unit")],
  ["workers tests", vitest("workers")],
  ["sandbox tests", vitest("sandbox")],
  ["build", "npx vite build --config web/vite.config.ts --logLevel warn"],
  ["end-to-end tests", vitest("e2e")],
];

const timings = [];
let failedStep;
for (const [name, command] of steps) {
  console.log(`\n━━ ${name}: ${command}`);
  const started = Date.now();
  const result = spawnSync(command, { shell: true, stdio: "inherit" });
  timings.push(`${name} ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (result.status !== 0) {
    failedStep = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const name of ["unit", "workers", "sandbox", "e2e"]) {
  try {
    const report = JSON.parse(readFileSync(`${reports}/${name}.json`, "utf8"));
    passed += report.numPassedTests;
    failed += report.numFailedTests;
  } catch {}
}

console.log(`\n${timings.join(" · ")}`);
if (failedStep) console.log(`Failed at: ${failedStep}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
