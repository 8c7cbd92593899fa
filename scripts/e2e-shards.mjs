// Splits the end-to-end files into shards of about equal time, from the durations CI last measured.
import { readdirSync, readFileSync } from "node:fs";

export const E2E_DIR = "tests/e2e";
export const DURATIONS_FILE = `${E2E_DIR}/durations.json`;

/** The end-to-end files, by path from the project root. */
export const e2eFiles = () =>
  readdirSync(E2E_DIR)
    .filter((name) => name.endsWith(".e2e.test.ts"))
    .sort()
    .map((name) => `${E2E_DIR}/${name}`);

/** Seconds each file took, by file name (`npm run e2e:durations` records them). */
export const recordedDurations = () => JSON.parse(readFileSync(DURATIONS_FILE, "utf8"));

/**
 * Longest file first into the shard with the least time so far (a file with no recorded time counts as
 * the mean). Vitest's own `--shard` splits by count, and one file may take four times another.
 */
export function planShards(files, durations, count) {
  const known = Object.values(durations);
  const mean = known.length > 0 ? known.reduce((sum, seconds) => sum + seconds, 0) / known.length : 1;
  const secondsOf = (file) => durations[file.split("/").pop()] ?? mean;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return shards;
}
