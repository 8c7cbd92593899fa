/**
 * bench:web — each main screen opened cold in Chromium against the local Worker (the production bundle on
 * Miniflare with its local D1, the sandbox as Amazon, as the e2e tests run it), as a seller connected to
 * the sandbox's demo seller (the demo sign-in as `npm start` seeds it, first sync done, a campaign migrated
 * to an advertised SKU). For each screen:
 * the time from the navigation to its first data (a selector that matches only with data), the requests'
 * waterfall of the median load, and as the baseline, measured in the same run, the API's own time for the
 * same reads (a direct fetch of each /api read the page made). Also the entry JS's gzip size from
 * web/dist, checked against the issue's 120 kB. Prints one JSON document; progress on stderr.
 *
 *   npm run bench:web -- [--reps 5] [--width 1440] [--screenshots <folder>] [--dist <folder>]
 *
 * --dist serves another build of the web app (say an earlier commit's, built with --outDir) for a
 * before/after in the same hour.
 *
 * Needs web/dist (npm run build) and Debian's Chromium (npm test's bootstrap installs it).
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { chromium } from "playwright-core";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { freePort, startProductWithSandbox } from "../scripts/local-worker.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { seedDemoSubscription, signIn } from "../scripts/seed-demo-subscription.mjs";
// @ts-expect-error: plain ESM scripts shared with `npm start`
import { demoUser, seedDemoUser } from "../scripts/seed-demo-user.mjs";
import { launchBrowserServer } from "../tests/e2e/support/chromium";
import { migrateD1 } from "../tests/support/migrated-d1";
import { json, untilQueueIdle } from "./support/connect-seller";
import { readySeller } from "./support/ready-seller";
import { apiReads, timedReads } from "./web/api-reads";
import { ENTRY_GZIP_LIMIT_KB, entryJsSize } from "./web/entry-size";
import { loadCold, type PageLoad } from "./web/first-data";
import { SCREENS } from "./web/screens";
import { spread } from "./web/spread";

const option = (name: string, fallback: number) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
};
const REPS = option("reps", 5);
/** The window's width: 1440 (a laptop) or, say, 390 (a phone). */
const WIDTH = option("width", 1440);
/** --screenshots <folder>: each screen as it first showed its data, in the first repetition. */
const SCREENSHOTS = process.argv.includes("--screenshots")
  ? process.argv[process.argv.indexOf("--screenshots") + 1]
  : undefined;
const GOAL_MS = 1500;
const progress = (line: string) => console.error(`[bench:web] ${line}`);

const DIST = process.argv.includes("--dist") ? process.argv[process.argv.indexOf("--dist") + 1] : "web/dist";
if (!existsSync(`${DIST}/index.html`)) throw new Error(`${DIST} is missing: run npm run build first`);
const entry = entryJsSize(DIST);
const loadBefore = loadavg();
const persistTo = mkdtempSync(".data/bench-web-");
await migrateD1(persistTo);
const { sandbox, worker } = await startProductWithSandbox({
  port: await freePort(),
  sandboxPort: await freePort(),
  persistTo,
  runtime: "bundle",
  assets: DIST,
});
const base: string = worker.url;
const browserServer = await launchBrowserServer();

try {
  const browser = await chromium.connect(browserServer.wsEndpoint());
  // The demo seller as `npm start` seeds it (on the Scale Up plan: the chat too).
  await seedDemoUser(base, sandbox.url);
  await seedDemoSubscription(base, sandbox.url);
  const cookie: string = await signIn(base, demoUser);
  const userId: string = (await json(`${base}/api/users`, { headers: { cookie } })).data.id;
  const seller = await readySeller(base, cookie);
  await untilQueueIdle(base);
  progress("demo seller connected, synced, a campaign migrated; queue idle");
  // The session, and the welcome tour put off as 'Show Me Later' leaves it: the screens, not the tour.
  const cookies = [...cookie.split("; "), `skupilot-tour-later-${userId}=1`].map((pair) => {
    const [name = "", ...value] = pair.split("=");
    return { name, value: value.join("=") };
  });

  const loads = new Map<string, PageLoad[]>(SCREENS.map((screen) => [screen.name, []]));
  const api = new Map<string, { slowestMs: number[]; sumMs: number[] }>(
    SCREENS.map((screen) => [screen.name, { slowestMs: [], sumMs: [] }]),
  );
  const loadAtStart = loadavg();
  // Repetitions outermost: a change in the machine's load falls on every screen alike.
  for (let rep = 1; rep <= REPS; rep++) {
    for (const screen of SCREENS) {
      const screenshot =
        SCREENSHOTS && rep === 1 ? `${SCREENSHOTS}/${screen.name.replace(/\W+/g, "-")}.png` : undefined;
      const load = await loadCold(browser, base, cookies, screen, screen.path(seller), screenshot, WIDTH);
      loads.get(screen.name)?.push(load);
      const reads = await timedReads(base, cookie, apiReads(load.requests));
      api.get(screen.name)?.slowestMs.push(Math.max(0, ...reads.map((read) => read.ms)));
      api.get(screen.name)?.sumMs.push(reads.reduce((total, read) => total + read.ms, 0));
    }
    progress(`repetition ${rep}/${REPS} done`);
  }

  const screens = SCREENS.map((screen) => {
    const screenLoads = loads.get(screen.name) ?? [];
    const byTime = [...screenLoads].sort((a, b) => a.firstDataMs - b.firstDataMs);
    const median = byTime[Math.floor((byTime.length - 1) / 2)];
    const firstData = spread(screenLoads.map((load) => load.firstDataMs));
    return {
      screen: screen.name,
      path: screen.path(seller),
      firstDataMs: firstData,
      withinGoal: firstData.median <= GOAL_MS,
      ...(screen.opener ? { openedMs: spread(screenLoads.map((load) => load.openedMs ?? 0)) } : {}),
      apiSlowestReadMs: spread(api.get(screen.name)?.slowestMs ?? []),
      apiReadsSumMs: spread(api.get(screen.name)?.sumMs ?? []),
      medianLoadRequests: median?.requests ?? [],
    };
  });
  console.log(
    JSON.stringify(
      {
        benchmark: "web",
        dist: DIST,
        width: WIDTH,
        repetitions: REPS,
        cores: availableParallelism(),
        goalMs: GOAL_MS,
        allWithinGoal: screens.every((screen) => screen.withinGoal),
        entryJs: {
          ...entry,
          limitGzipKb: ENTRY_GZIP_LIMIT_KB,
          withinLimit: entry.entryGzipKb <= ENTRY_GZIP_LIMIT_KB,
        },
        screens,
        note:
          "firstDataMs: from the navigation's start to the screen's first data, in the page's own clock (median, min, max); " +
          "chat: its launcher clicked as soon as it shows (openedMs). apiSlowestReadMs / apiReadsSumMs: the same /api reads " +
          "the page made, fetched directly one after another in the same run, the slowest and their sum.",
        loadAverage: {
          beforeSetup: loadBefore.map(round2),
          atStart: loadAtStart.map(round2),
          atEnd: loadavg().map(round2),
        },
      },
      null,
      2,
    ),
  );
  await browser.close();
} finally {
  await Promise.all([worker.stop(), sandbox.stop(), browserServer.close()]);
  rmSync(persistTo, { recursive: true, force: true });
}

function round2(value: number) {
  return Number(value.toFixed(2));
}
