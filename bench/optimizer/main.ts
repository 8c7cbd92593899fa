/**
 * bench:optimizer — Skupilot's real rules against the best possible bidder and the tools sellers use
 * today, on the sandbox's simulated market, in-process (issues 17 and 31). Prints one JSON document
 * on stdout, progress on stderr; exits 1 when the self-check fails (a strategy beat its yardstick).
 * Run: npm run bench:optimizer -- --scenario bench/scenarios/demo.json [--seed S] [--days 60]
 *      [--target-acos 25] [--seller KEY] [--marketplace US] [--only skupilot,oracle]
 */
import { parseArgs } from "./cli-args";
import { runScenario } from "./run-scenario";

const started = performance.now();
const output = await runScenario(parseArgs(process.argv.slice(2)), (message) => console.error(message));
console.log(JSON.stringify(output, null, 2));
console.error(`run: ${((performance.now() - started) / 1000).toFixed(0)} s`);
if (!output.selfCheck.passed) {
  console.error(`self-check failed: ${JSON.stringify(output.selfCheck.worst)}`);
  process.exitCode = 1;
}
