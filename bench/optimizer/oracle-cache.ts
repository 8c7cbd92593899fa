/**
 * A yardstick's figures depend only on the world (scenario, seed, limits), the target and its pairs,
 * never on the rules: with BENCH_ORACLE_CACHE=<dir> they are kept there, so re-running the bench
 * while tuning the rules skips the μ searches (most of a run's time).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchWorld } from "./world";

/** Raised whenever the oracle itself changes, so older figures are not read back. */
const ORACLE_VERSION = 7;

export function cachedOracle<T>(world: BenchWorld, name: string, pairs: number, compute: () => T): T {
  const dir = process.env.BENCH_ORACLE_CACHE;
  if (!dir) return compute();
  const key = createHash("sha256")
    .update(
      JSON.stringify([
        ORACLE_VERSION,
        name,
        pairs,
        world.scenario,
        world.seed,
        world.limits,
        world.targetAcos,
        world.days,
      ]),
    )
    .digest("hex")
    .slice(0, 24);
  const file = join(dir, `${name}-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8")) as T;
  const result = compute();
  mkdirSync(dir, { recursive: true });
  writeFileSync(file, JSON.stringify(result));
  return result;
}
