// Splits a suite's files into shards of about equal time, from the durations a run last measured.
import { existsSync, readdirSync, readFileSync } from "node:fs";

/** The suites npm test shards: where their files are and how their names end. */
export const SUITES = {
  e2e: { dir: "tests/e2e", suffix: ".e2e.test.ts" },
  workers: { dir: "tests/workers", suffix: ".test.ts" },
};

/** The suite's test files (in subfolders too), by path from the project root. */
export const suiteFiles = (suite) => {
  const { dir, suffix } = SUITES[suite];
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => `${dir}/${name}`);
};

/** Where the suite's recorded times are: seconds by path within the suite's folder. */
export const durationsFile = (suite) => `${SUITES[suite].dir}/durations.json`;

/** Seconds each file took (`npm run test:durations` records them); none recorded yet: {}. */
export const recordedDurations = (suite) =>
  existsSync(durationsFile(suite)) ? JSON.parse(readFileSync(durationsFile(suite), "utf8")) : {};

/** A file's key in its suite's durations: its path within the suite's folder. */
export const durationKey = (suite, file) => file.slice(SUITES[suite].dir.length + 1);

/**
 * Longest file first into the shard with the least time so far (a file with no recorded time counts as
 * the mean). Vitest's own `--shard` splits by count, and one file may take ten times another.
 */
export function planShards(suite, files, durations, count) {
  const known = Object.values(durations);
  const mean = known.length > 0 ? known.reduce((sum, seconds) => sum + seconds, 0) / known.length : 1;
  const secondsOf = (file) => durations[durationKey(suite, file)] ?? mean;
  const shards = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const longestFirst = [...files].sort((a, b) => secondsOf(b) - secondsOf(a) || a.localeCompare(b));
  for (const file of longestFirst) {
    const lightest = shards.reduce((least, shard) => (shard.seconds < least.seconds ? shard : least));
    lightest.files.push(file);
    lightest.seconds += secondsOf(file);
  }
  return shards;
}
