/**
 * The chat's offline analyst and real-time channel through the local Worker (wrangler dev, local D1,
 * no LLM configured), for a seller with 5,000 campaigns × 90 days (bench/api-campaign-list-data.ts)
 * and their keywords, targets, product ads, search terms and a week of the automation's changes
 * (bench/assistant-data.ts). Three WebSockets of the seller are open on GET /api/realtime. Each
 * question of INTENT_QUESTIONS is posted in turn (POST /api/chats/{chatId}/messages); its answer time
 * runs from the POST to MESSAGE_COMPLETED on the first socket to receive it (a MESSAGE_FAILED is
 * counted as failed, not timed), next to the server's own time for it (its `chat-reply` log line).
 * Delivery: for each event, how far apart the three sockets received it. Baseline: GET /api/health,
 * timed after each answer, in the same run. Round 0 warms and is not counted; then `--runs` rounds.
 * Prints JSON: per intent p50/p95, delivery p50/p95/max, the baseline, ratios and goalMet flags.
 * Run: npm run bench:assistant [-- --runs 5]   (needs sqlite3)
 */
import { execFileSync } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { marketplaceToday } from "../worker/clock/zone-clock";
import { lastDays } from "../worker/contracts/date-range";
import type { ChatMessageEvent } from "../worker/contracts/realtime/chat-message-events";
import { profileDailyTotalsRefresh } from "../worker/mirror/profile-daily-totals";
import { runningTotalsSql, seedSql } from "./api-campaign-list-data";
import { inlined } from "./api-statistics-data";
import { assistantSeedSql, chatEligibleSql, INTENT_QUESTIONS } from "./assistant-data";
import {
  DELIVERY_GOAL_MS,
  excerpt,
  type IntentSamples,
  intentFigures,
  replyTimes,
  spreadMs,
  spreadStats,
} from "./assistant-figures";
import { startBenchWorker } from "./support/bench-worker";
import { openSockets, type Received } from "./support/realtime-sockets";
import { signUpAndIn, sqliteFile, stats, timedGet } from "./support/worker-requests";

const CAMPAIGNS = 5000;
const DAYS = 90;
const SKUS = 50;
const SOCKETS = 3;
const TIMEZONE = "America/Los_Angeles";
const TODAY = marketplaceToday(TIMEZONE);
/** The Worker gives an engine 25 s (REPLY_TIMEOUT_MS); a reply later than this is lost. */
const REPLY_WAIT_MS = 30_000;
const DELIVERY_WAIT_MS = 5_000;

const { values: options } = parseArgs({ options: { runs: { type: "string", default: "5" } } });
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1)
  throw new Error(`--runs must be a whole number ≥ 1, not ${options.runs}`);

// No LLM settings: the engine is the offline analyst whatever .dev.vars holds.
const worker = await startBenchWorker("assistant", { LLM_BASE_URL: "", LLM_API_KEY: "", LLM_MODEL: "" });

const messageEvent = (entry: Received) => entry.event as ChatMessageEvent;
const ending = (entry: Received) =>
  messageEvent(entry).type === "MESSAGE_COMPLETED" || messageEvent(entry).type === "MESSAGE_FAILED";

try {
  const seedStarted = performance.now();
  const { cookie, userId } = await signUpAndIn(worker.url);
  const seedFile = worker.sideFile("seed.sql");
  writeFileSync(seedFile, [seedSql(userId, CAMPAIGNS, DAYS, TODAY), chatEligibleSql(userId)].join("\n"));
  await worker.execute(seedFile);
  const profileId = Number(
    execFileSync("sqlite3", [sqliteFile(worker.persistTo), "select max(id) from amazon_profiles"], {
      encoding: "utf8",
    }).trim(),
  );
  writeFileSync(
    seedFile,
    [
      assistantSeedSql(profileId, { days: DAYS, skus: SKUS, today: TODAY }),
      runningTotalsSql(profileId, CAMPAIGNS, DAYS, TODAY),
      ...profileDailyTotalsRefresh(profileId, { from: lastDays(TODAY, DAYS).startDate, to: TODAY }).map(
        inlined,
      ),
    ].join(";\n"),
  );
  await worker.execute(seedFile);
  rmSync(seedFile);
  const seedSeconds = Number(((performance.now() - seedStarted) / 1000).toFixed(1));

  const { data: chat } = await timedGet<{ id: string }>(`${worker.url}/api/chats`, cookie);
  const sockets = await openSockets(worker.url, cookie, SOCKETS);
  const samples: IntentSamples[] = INTENT_QUESTIONS.map(({ text }) => ({
    question: text,
    answerMs: [],
    engineMs: [],
    failed: 0,
  }));
  const answered = new Map<IntentSamples, string[]>(samples.map((sample) => [sample, []]));
  const timedEvents: Received[] = [];
  const baselineMs: number[] = [];
  const seenTyping = new Set<string>();
  try {
    for (let round = 0; round <= RUNS; round += 1)
      for (const [index, { text }] of INTENT_QUESTIONS.entries()) {
        const started = performance.now();
        const posted = await fetch(`${worker.url}/api/chats/${chat.id}/messages`, {
          method: "POST",
          headers: { "Content-Type": "application/json", cookie, Origin: worker.url },
          body: JSON.stringify({ text }),
        });
        if (!posted.ok) throw new Error(`POST “${text}”: HTTP ${posted.status} ${await posted.text()}`);
        const typing = await sockets.waitFor(
          (entry) =>
            messageEvent(entry).type === "MESSAGE_TYPING" && !seenTyping.has(messageEvent(entry).data.id),
          REPLY_WAIT_MS,
        );
        const typingId = messageEvent(typing).data.id;
        seenTyping.add(typingId);
        const sameMessage = (entry: Received) => ending(entry) && messageEvent(entry).data.id === typingId;
        const end = await sockets.waitFor(sameMessage, REPLY_WAIT_MS);
        const answerMs = Math.min(...end.at.filter((at) => at !== undefined)) - started;
        // Every socket has it before the next question, so that each event's spread is complete.
        await sockets.waitFor(sameMessage, DELIVERY_WAIT_MS, true).catch(() => undefined);
        const { ms: healthMs } = await timedGet(`${worker.url}/api/health`, "");
        if (round === 0) continue;
        const sample = samples[index] as IntentSamples;
        timedEvents.push(typing, end);
        baselineMs.push(healthMs);
        if (messageEvent(end).type === "MESSAGE_FAILED") sample.failed += 1;
        else {
          const { content } = messageEvent(end).data;
          sample.reply ??= { text: excerpt(content.text), widget: content.widget?.action ?? null };
          sample.answerMs.push(answerMs);
          answered.get(sample)?.push(typingId);
        }
      }
  } finally {
    sockets.close();
  }

  // The Worker's log is written as it goes: wait (bounded) for the last reply's line.
  const lastId = [...answered.values()].flat().at(-1);
  let times = replyTimes(readFileSync(worker.logFile, "utf8"));
  for (let tries = 0; lastId !== undefined && !times.has(lastId) && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    times = replyTimes(readFileSync(worker.logFile, "utf8"));
  }
  for (const [sample, ids] of answered)
    sample.engineMs = ids.flatMap((id) => (times.has(id) ? [times.get(id) as number] : []));

  const baseline = stats(baselineMs);
  const spreads = timedEvents.map((entry) => spreadMs(entry.at));
  const delivery = spreadStats(spreads.filter((ms) => ms !== null));
  const intents = Object.fromEntries(
    INTENT_QUESTIONS.map(({ intent }, index) => [
      intent,
      intentFigures(samples[index] as IntentSamples, baseline.p95),
    ]),
  );
  const missed = spreads.filter((ms) => ms === null).length;
  console.log(
    JSON.stringify(
      {
        benchmark: "assistant",
        engine: "offline analyst",
        campaigns: CAMPAIGNS,
        days: DAYS,
        sockets: SOCKETS,
        runs: RUNS,
        seedSeconds,
        intents,
        delivery: {
          events: timedEvents.length,
          missedBySomeSocket: missed,
          spreadMs: delivery,
          ratioP95VsBaseline: delivery.p95 === null ? null : Number((delivery.p95 / baseline.p95).toFixed(3)),
        },
        trivialWorkerRequest: baseline,
        goalMet: {
          answerP95: Object.values(intents).every((figures) => figures.goalMet),
          deliveryP95: missed === 0 && delivery.p95 !== null && delivery.p95 <= DELIVERY_GOAL_MS,
        },
      },
      null,
      2,
    ),
  );
} finally {
  worker.stop();
}
