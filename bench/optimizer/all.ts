/**
 * bench:optimizer:all — every scenario under bench/scenarios over three seeds (issue 17 item 4), each
 * as bench:optimizer runs it; prints a Markdown table of the acceptance figures on stdout and every
 * run's JSON document on stderr as it finishes, with the progress.
 * Run: npm run bench:optimizer:all [-- --days 60 --target-acos 25 --seeds a,b,c --scenarios demo,…]
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { acceptance } from "./acceptance";
import { parseArgs } from "./cli-args";
import type { BenchOutput } from "./output";
import { runScenario } from "./run-scenario";

const SCENARIO_DIR = join(import.meta.dirname, "..", "scenarios");
const DEFAULT_SEEDS = ["skupilot-demo", "bench-2", "bench-3"];

const options = new Map<string, string>();
const argv = process.argv.slice(2);
for (let i = 0; i + 1 < argv.length; i += 2)
  options.set(String(argv[i]).replace(/^--/, ""), String(argv[i + 1]));
const seeds = options.get("seeds")?.split(",") ?? DEFAULT_SEEDS;
const only = options.get("scenarios")?.split(",");
const files = readdirSync(SCENARIO_DIR)
  .filter((file) => file.endsWith(".json"))
  .filter((file) => !only || only.includes(file.replace(/\.json$/, "")))
  .sort();

const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "–" : value.toFixed(digits);
const rows: string[] = [];
const header =
  "| scenario | seed | budget | skupilot sales | oracle sales | sales vs oracle (late) | vs reachable | ACOS late | sales vs classic | ACOS / classic ACOS | ACOS days 24–30 | wasted vs static | OOS spend | s | fails |";
rows.push(
  header,
  `|${header
    .split("|")
    .slice(1, -1)
    .map(() => "---")
    .join("|")}|`,
);
for (const file of files) {
  for (const seed of seeds) {
    const args = parseArgs([
      "--scenario",
      join(SCENARIO_DIR, file),
      "--seed",
      seed,
      "--days",
      options.get("days") ?? "60",
      "--target-acos",
      options.get("target-acos") ?? "25",
    ]);
    const started = performance.now();
    const output: BenchOutput = runScenario(args, (message) => console.error(`[${file} ${seed}] ${message}`));
    const seconds = (performance.now() - started) / 1000;
    console.error(JSON.stringify(output));
    const { skupilot, oracle, classic } = output.strategies;
    const fails = acceptance(output)
      .filter((check) => !check.holds)
      .map((check) => check.name);
    const row = `| ${output.scenario} | ${seed} | ${fmt(output.dailyBudget, 0)} | ${fmt(skupilot?.adSales, 0)} | ${fmt(oracle?.adSales, 0)} | ${fmt(output.ratios.salesVsOracleLate, 2)} | ${fmt(output.ratios.salesVsReachableOracleLate, 2)} | ${fmt(skupilot?.acosLate)} % | ${fmt(output.ratios.salesVsClassic, 2)} | ${fmt(skupilot?.acos)} / ${fmt(classic?.acos)} % | ${fmt(skupilot?.acosDay30)} % | ${fmt(output.ratios.wastedVsStatic, 2)} | ${fmt(skupilot?.outOfStockSpend, 2)} | ${seconds.toFixed(0)} | ${fails.length === 0 ? "none" : fails.join("; ")} |`;
    rows.push(row);
    console.error(`[row] ${row}`);
  }
}
console.log(rows.join("\n"));
