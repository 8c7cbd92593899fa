// npm run test:durations: writes the per-file times of the last `npm test`'s shards (end-to-end and
// workers) to each suite's durations.json, which `npm test` splits the shards by. Refresh them after
// adding or growing test files, from a run on a quiet machine.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { durationsFile, SUITES } from "./test-shards.mjs";

// REPORTS=<dir>: another checkout's reports (a CI-style run on a fresh clone).
const reports = process.env.REPORTS ?? ".data/test-reports";
for (const suite of Object.keys(SUITES)) {
  const durations = {};
  const shardReport = new RegExp(`^${suite}-\\d+\\.json$`);
  for (const report of readdirSync(reports).filter((name) => shardReport.test(name))) {
    const files = JSON.parse(readFileSync(`${reports}/${report}`, "utf8")).testResults.sort(
      (a, b) => a.startTime - b.startTime,
    );
    // From the end of the file before it: a file's startTime comes after its setup file and beforeAll
    // hooks (a workers file's emptied D1, a five-day market), which are its cost to the shard too.
    let previousEnd = files[0]?.startTime ?? 0;
    for (const file of files) {
      // Its path within the suite's folder, wherever the checkout that ran it was.
      const key = file.name.slice(
        file.name.lastIndexOf(`/${SUITES[suite].dir}/`) + SUITES[suite].dir.length + 2,
      );
      durations[key] = Math.round((file.endTime - Math.min(previousEnd, file.startTime)) / 100) / 10;
      previousEnd = file.endTime;
    }
  }
  if (Object.keys(durations).length === 0) {
    console.log(
      `no ${suite} reports in ${reports} (npm test stopped before them?): ${durationsFile(suite)} kept`,
    );
    continue;
  }
  const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(durationsFile(suite), `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`${Object.keys(sorted).length} files written to ${durationsFile(suite)}`);
}
