/**
 * The oracle's figures depend only on the world (scenario, seed, limits) and the target, never on the
 * rules: with BENCH_ORACLE_CACHE=<dir> they are kept there, so re-running the bench while tuning the
 * rules skips the oracle's λ search (most of a run's time).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { StrategyFigures } from "./metrics";
import type { BenchWorld } from "./world";

/** Raised whenever the oracle itself changes, so older figures are not read back. */
const ORACLE_VERSION = 3;

export function cachedOracle(world: BenchWorld, compute: () => StrategyFigures): StrategyFigures {
  const dir = process.env.BENCH_ORACLE_CACHE;
  if (!dir) return compute();
  const key = createHash("sha256")
    .update(
      JSON.stringify([
        ORACLE_VERSION,
        world.scenario,
        world.seed,
        world.limits,
        world.targetAcos,
        world.days,
      ]),
    )
    .digest("hex")
    .slice(0, 24);
  const file = join(dir, `oracle-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as StrategyFigures;
  const figures = compute();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(figures));
  return figures;
}
