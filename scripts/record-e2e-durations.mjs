// npm run e2e:durations: writes the per-file times of the last `npm test`'s e2e shards to
// tests/e2e/durations.json, which `npm test` splits the shards by. Refresh it after adding or
// growing end-to-end files, from a run on a quiet machine.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { DURATIONS_FILE } from "./e2e-shards.mjs";

const reports = ".data/test-reports";
const durations = {};
for (const report of readdirSync(reports).filter((name) => /^e2e-\d+\.json$/.test(name))) {
  for (const file of JSON.parse(readFileSync(`${reports}/${report}`, "utf8")).testResults) {
    durations[file.name.split("/").pop()] = Math.round((file.endTime - file.startTime) / 100) / 10;
  }
}
if (Object.keys(durations).length === 0) throw new Error(`no e2e reports in ${reports}: run npm test first`);
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(DURATIONS_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files written to ${DURATIONS_FILE}`);
