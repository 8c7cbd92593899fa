/**
 * bench:optimizer:all — every scenario under bench/scenarios over the five evaluation seeds e1–e5
 * (issue 31 item 4: the rules are tuned on t1–t3 only, docs/automation.md), each as bench:optimizer
 * runs it; prints a Markdown table of every run and, per scenario, each ratio's mean and range over
 * the seeds on stdout, every run's JSON document on stderr as it finishes, with the progress.
 * Exits 1 when some run's self-check failed.
 * Run: npm run bench:optimizer:all [-- --days 60 --target-acos 25 --seeds e1,e2 --scenarios demo,…]
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { acceptance } from "./acceptance";
import { parseArgs } from "./cli-args";
import type { BenchOutput } from "./output";
import { runScenario } from "./run-scenario";

const SCENARIO_DIR = join(import.meta.dirname, "..", "scenarios");
export const EVALUATION_SEEDS = ["e1", "e2", "e3", "e4", "e5"];

const options = new Map<string, string>();
const argv = process.argv.slice(2);
for (let i = 0; i + 1 < argv.length; i += 2)
  options.set(String(argv[i]).replace(/^--/, ""), String(argv[i + 1]));
const seeds = options.get("seeds")?.split(",") ?? EVALUATION_SEEDS;
const only = options.get("scenarios")?.split(",");
const files = readdirSync(SCENARIO_DIR)
  .filter((file) => file.endsWith(".json"))
  .filter((file) => !only || only.includes(file.replace(/\.json$/, "")))
  .sort();

const fmt = (value: number | null | undefined, digits = 1) =>
  value === null || value === undefined ? "–" : value.toFixed(digits);
const table = (header: string, rows: string[]) => [
  header,
  `|${header
    .split("|")
    .slice(1, -1)
    .map(() => "---")
    .join("|")}|`,
  ...rows,
];

const RATIOS = [
  "salesVsDiscoverableLate",
  "salesVsClassicAtEqualAcos",
  "salesVsOracleLate",
  "salesVsClassic",
  "wastedVsStatic",
] as const;

const runs: string[] = [];
const summary: string[] = [];
let failed = false;
for (const file of files) {
  const outputs: BenchOutput[] = [];
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
    const output = await runScenario(args, (message) => console.error(`[${file} ${seed}] ${message}`));
    const seconds = (performance.now() - started) / 1000;
    outputs.push(output);
    failed ||= !output.selfCheck.passed;
    console.error(JSON.stringify(output));
    const { skupilot, oracle, discoverable, classic } = output.strategies;
    const fails = acceptance(output)
      .filter((check) => !check.holds)
      .map((check) => check.name);
    const row = `| ${output.scenario} | ${seed} | ${fmt(skupilot?.adSales, 0)} @ ${fmt(skupilot?.acos)} % | ${fmt(classic?.adSales, 0)} @ ${fmt(classic?.acos)} % | ${fmt(discoverable?.adSales, 0)} @ ${fmt(discoverable?.acos)} % | ${fmt(oracle?.adSales, 0)} @ ${fmt(oracle?.acos)} % | ${RATIOS.map((name) => fmt(output.ratios[name], 2)).join(" | ")} | ${output.selfCheck.passed ? "passed" : `FAILED ${output.selfCheck.worst?.strategy}`} | ${seconds.toFixed(0)} | ${fails.length === 0 ? "none" : fails.join("; ")} |`;
    runs.push(row);
    console.error(`[row] ${row}`);
  }
  const cells = RATIOS.map((name) => {
    const values = outputs.map((output) => output.ratios[name]).filter((v): v is number => v !== null);
    if (values.length === 0) return "–";
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return `${mean.toFixed(2)} (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;
  });
  summary.push(`| ${file.replace(/\.json$/, "")} | ${outputs.length} | ${cells.join(" | ")} |`);
}
console.log(
  [
    ...table(
      `| scenario | seed | skupilot | classic | discoverable | oracle | ${RATIOS.join(" | ")} | self-check | s | fails |`,
      runs,
    ),
    "",
    ...table(`| scenario | seeds | ${RATIOS.map((name) => `${name} mean (range)`).join(" | ")} |`, summary),
  ].join("\n"),
);
if (failed) process.exitCode = 1;
