// Moves the sandbox market forward and runs the product's hourly jobs at each simulated hour (or day),
// waiting after each step until the work that step's cron started has finished: the Worker's local-only
// GET /__dev/jobs answers idle (every queue message handled once, no sync QUEUED or RUNNING, no
// automation lease held). Used by `npm run market` (scripts/market.mjs) and the end-to-end tests.
import { setTimeout as sleep } from "node:timers/promises";

/** Simulated hours per step: "day" moves 24 hours and then runs the cron once. */
export const STEP_HOURS = { hour: 1, day: 24 };

const UNITS = { h: 1, d: 24, w: 168 };

/** "7d", "36h", "2w" or a bare number of hours → whole hours (≥ 1). */
export function parseDuration(text) {
  const match = /^(\d+)\s*([hdw]?)$/i.exec(String(text ?? "").trim());
  const hours = match ? Number(match[1]) * UNITS[(match[2] || "h").toLowerCase()] : Number.NaN;
  if (!Number.isInteger(hours) || hours < 1) {
    throw new Error(`a duration is whole hours, days or weeks, e.g. 7d, 36h, 2w; got: ${text ?? "nothing"}`);
  }
  return hours;
}

/** The steps of a move: whole steps of `step`, then what is left (36h by day: 24 h, then 12 h). */
export function stepsOf(hours, step) {
  const size = STEP_HOURS[step];
  if (!size) throw new Error(`a step is "hour" or "day"; got: ${step}`);
  const steps = Array.from({ length: Math.floor(hours / size) }, () => size);
  if (hours % size > 0) steps.push(hours % size);
  return steps;
}

/** A local Worker and its sandbox, as `npm start` runs them (PORT, SANDBOX_PORT), unless told otherwise. */
export function defaultUrls(env = process.env) {
  return {
    workerUrl: trim(env.WORKER_URL ?? `http://127.0.0.1:${env.PORT ?? 8787}`),
    sandboxUrl: trim(env.SANDBOX_URL ?? `http://127.0.0.1:${env.SANDBOX_PORT ?? 8788}`),
  };
}

const trim = (url) => url.replace(/\/+$/, "");

/**
 * Moves the market `duration` forward in steps of an hour or a day; at each step: advance the sandbox
 * clock, run the Worker's hourly cron (`GET /__dev/scheduled`, a local-only route), wait until
 * its work is done (at most `stepTimeoutMs`, then fail naming what was still pending), and hand
 * `onStep` what happened. Work already running when it starts is waited for first. Answers the totals.
 */
export async function advanceMarket({
  workerUrl,
  sandboxUrl,
  duration,
  step = "hour",
  onStep = () => {},
  signal,
  stepTimeoutMs = 300_000,
  pollMs = 150,
}) {
  const steps = stepsOf(parseDuration(duration), step);
  const wait = { timeoutMs: stepTimeoutMs, pollMs, signal };
  await clockOf(sandboxUrl, signal);
  let jobs = await untilIdle(workerUrl, { ...wait, what: "the work already running" });
  const totals = { steps: 0, hours: 0, synced: 0, failed: 0, changes: null, seconds: 0, now: null };
  const started = performance.now();
  for (const [index, hours] of steps.entries()) {
    const stepStarted = performance.now();
    const { clock } = await call(sandboxUrl, "/_sandbox/clock/advance", signal, { hours });
    await runCron(workerUrl, signal);
    const after = await untilIdle(workerUrl, { ...wait, what: `the jobs of the hour ${clock.now}` });
    const report = {
      index: index + 1,
      of: steps.length,
      hours,
      now: clock.now,
      ...whatChanged(jobs, after),
      seconds: (performance.now() - stepStarted) / 1000,
    };
    jobs = after;
    Object.assign(totals, {
      steps: totals.steps + 1,
      hours: totals.hours + hours,
      synced: totals.synced + report.synced.length,
      failed: totals.failed + report.failed.length,
      changes: addCounts(totals.changes, report.changes),
      now: clock.now,
    });
    await onStep(report);
  }
  totals.seconds = (performance.now() - started) / 1000;
  return totals;
}

/** What one step did: profiles whose sync succeeded, those whose sync failed, change-log counts by status. */
export function whatChanged(before, after) {
  const earlier = new Map(before.syncs.map((row) => [row.profileId, row]));
  const synced = [];
  const failed = [];
  for (const row of after.syncs) {
    const old = earlier.get(row.profileId);
    if (row.lastSucceededAt && row.lastSucceededAt !== old?.lastSucceededAt) synced.push(row.profileId);
    else if (row.state === "FAILED" && row.lastStartedAt !== old?.lastStartedAt) {
      failed.push({ profileId: row.profileId, error: row.lastError });
    }
  }
  return { synced, failed, changes: diffCounts(before.changes, after.changes) };
}

function diffCounts(before, after) {
  if (!after) return null;
  return Object.fromEntries(
    Object.entries(after)
      .map(([status, count]) => [status, count - (before?.[status] ?? 0)])
      .filter(([, count]) => count !== 0),
  );
}

function addCounts(total, counts) {
  if (!counts) return total;
  const sum = { ...total };
  for (const [status, count] of Object.entries(counts)) sum[status] = (sum[status] ?? 0) + count;
  return sum;
}

/** GET /__dev/jobs: the Worker's queue, syncs, leases and change counts (worker/dev/pending-work.ts). */
export async function jobsOf(workerUrl, signal) {
  const response = await reach(`${workerUrl}/__dev/jobs`, "the Worker", { signal });
  const type = response.headers.get("content-type") ?? "";
  if (!response.ok || !type.includes("application/json")) {
    throw new Error(
      `the Worker at ${workerUrl} has no /__dev/jobs (HTTP ${response.status}, ${type || "no content type"}): ` +
        "start it with `npm start`, which sets DEV_ROUTES=on",
    );
  }
  return response.json();
}

/** The sandbox's simulated clock ({ now, … }). */
export const clockOf = (sandboxUrl, signal) => call(sandboxUrl, "/_sandbox/clock", signal);

/** Polls /__dev/jobs until idle; after timeoutMs fails with what was still pending. */
export async function untilIdle(
  workerUrl,
  { timeoutMs = 300_000, pollMs = 150, signal, what = "the jobs" } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const jobs = await jobsOf(workerUrl, signal);
    if (jobs.idle) return jobs;
    if (Date.now() > deadline) {
      throw new Error(
        `${what} had not finished after ${Math.round(timeoutMs / 1000)} s: ${pendingText(jobs)}`,
      );
    }
    await sleep(pollMs, undefined, { signal });
  }
}

/** What keeps the Worker busy, in words. */
export function pendingText(jobs) {
  const parts = [];
  if (jobs.queue.undelivered > 0) {
    const due = jobs.queue.lastDueAt ? `, the last due at ${jobs.queue.lastDueAt}` : "";
    parts.push(`${jobs.queue.undelivered} queue message(s) not handled yet${due}`);
  }
  for (const row of jobs.syncs) {
    if (row.state === "QUEUED" || row.state === "RUNNING") {
      parts.push(`profile ${row.profileId} sync ${row.state}${row.phase ? ` (${row.phase})` : ""}`);
    }
  }
  for (const lease of jobs.leases) {
    parts.push(
      `profile ${lease.profileId} automation lease held by ${lease.holder} until ${lease.expiresAt}`,
    );
  }
  return parts.join("; ") || "nothing";
}

async function runCron(workerUrl, signal) {
  const response = await reach(`${workerUrl}/__dev/scheduled`, "the Worker", { signal });
  const text = await response.text();
  // Without DEV_ROUTES=on the path falls through to the SPA: say so rather than wait for nothing.
  if (!response.ok || !text.includes('"ran"')) {
    throw new Error(
      `the Worker at ${workerUrl} did not run its cron (HTTP ${response.status}): it must run with ` +
        "DEV_ROUTES=on, as `npm start` runs it",
    );
  }
}

async function call(base, path, signal, body) {
  const response = await reach(`${base}${path}`, "the sandbox", {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`the sandbox answered ${path} with HTTP ${response.status}: ${text}`);
  return JSON.parse(text);
}

/**
 * A kept-alive connection the server closed while this process was busy (a test's synchronous
 * `wrangler d1 execute`, say) fails the next request sent on it with UND_ERR_SOCKET; a GET is then sent
 * again once, on a new connection. A POST is not: it may have arrived.
 */
async function reach(url, what, init, retried = false) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (error.name === "AbortError") throw error;
    const isGet = (init?.method ?? "GET") === "GET";
    if (isGet && !retried && error.cause?.code === "UND_ERR_SOCKET") return reach(url, what, init, true);
    const { origin } = new URL(url);
    throw new Error(
      `cannot reach ${what} at ${origin} (is \`npm start\` running?): ${error.cause?.code ?? error.message}`,
    );
  }
}
