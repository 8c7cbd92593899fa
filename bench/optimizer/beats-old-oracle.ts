/**
 * The proof the oracle is the best bidder of the three issue 31 names: on
 * one world it runs the oracle (its μ search) and, at two λ each, the λ × value bidder it replaced
 * and the audit's λ·v·(v/3) variant, reads each old bidder's sales at the oracle's ACOS on the line
 * through its two runs (ln sales against ln ACOS), and prints the three; exit 1 when either old one
 * sells more than the oracle at its ACOS.
 * Run: npx tsx bench/optimizer/beats-old-oracle.ts --scenario bench/scenarios/demo.json --seed e1
 *      [--days 60] [--target-acos 25]
 */
import { parseArgs } from "./cli-args";
import { measure } from "./metrics";
import { planner } from "./oracle/planner";
import { yardstick } from "./oracle/yardstick";
import { runDays } from "./run-days";
import { type BidBase, oracleStrategy } from "./strategies/oracle";
import { buildWorld, readBenchOptions, readScenario } from "./world";

const args = parseArgs(process.argv.slice(2));
const world = buildWorld(args, readScenario(args.scenario), readBenchOptions(args.scenario));
const log = (message: string) => console.error(message);
const { alone, replan } = planner(world, log);
const best = yardstick(world, alone, (bids) => replan(alone, bids), log, "oracle").figures;
const at = best.acos ?? world.targetAcos;

/** The old bidders' λ that land near the target on the demo market (two each, to read a line through). */
const OLD: { name: string; base: BidBase; lambdas: [number, number] }[] = [
  { name: "λ × value", base: (value) => value, lambdas: [0.28, 0.33] },
  { name: "λ·v·(v/3)", base: (value) => (value * value) / 3, lambdas: [0.24, 0.3] },
];

const rows = OLD.map(({ name, base, lambdas }) => {
  const runs = lambdas.map((lambda) => {
    const figures = measure(runDays(world, oracleStrategy(world, lambda, base)), world.profileId);
    log(`  ${name} λ ${lambda}: sales ${figures.adSales}, ACOS ${figures.acos} %`);
    return figures;
  });
  const [a, b] = runs as [(typeof runs)[0], (typeof runs)[0]];
  const slope = Math.log(b.adSales / a.adSales) / Math.log((b.acos ?? 1) / (a.acos ?? 1));
  const sales = a.adSales * (at / (a.acos ?? at)) ** slope;
  return {
    name,
    salesAtOracleAcos: Math.round(sales),
    runs: runs.map((r) => ({ sales: r.adSales, acos: r.acos })),
  };
});
const beaten = rows.filter((row) => row.salesAtOracleAcos > best.adSales);
console.log(
  JSON.stringify(
    { oracle: { sales: best.adSales, acos: best.acos }, old: rows, oracleIsBest: beaten.length === 0 },
    null,
    2,
  ),
);
if (beaten.length > 0) process.exitCode = 1;
