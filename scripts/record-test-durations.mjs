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
    for (const file of JSON.parse(readFileSync(`${reports}/${report}`, "utf8")).testResults) {
      // Its path within the suite's folder, wherever the checkout that ran it was.
      const key = file.name.slice(
        file.name.lastIndexOf(`/${SUITES[suite].dir}/`) + SUITES[suite].dir.length + 2,
      );
      durations[key] = Math.round((file.endTime - file.startTime) / 100) / 10;
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
