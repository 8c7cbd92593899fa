/**
 * bench:optimizer — Skupilot's real rules against the best possible bidder and the tools sellers use
 * today, on the sandbox's simulated market, in-process (issue 17). Prints one JSON document on
 * stdout, progress on stderr.
 * Run: npm run bench:optimizer -- --scenario bench/scenarios/demo.json [--seed S] [--days 60]
 *      [--target-acos 25] [--seller KEY] [--marketplace US] [--only skupilot,oracle]
 */
import { parseArgs } from "./cli-args";
import { runScenario } from "./run-scenario";

const output = runScenario(parseArgs(process.argv.slice(2)), (message) => console.error(message));
console.log(JSON.stringify(output, null, 2));
