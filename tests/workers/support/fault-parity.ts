import { env } from "cloudflare:workers";
import { vi } from "vitest";
import type { RetryPolicy } from "../../../worker/amazon/retrying-fetch";
import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import { FAST_RETRY, runSync } from "./sync";

/**
 * What the fault runs compare (issue 20, faults): a profile's mirror in D1, the sandbox's log of the
 * writes Amazon took, and the knobs of a faulted marketplace at one rate.
 */

/** The tables a sync writes for a profile; `synced_at` and `pulled_at` are when, which legitimately differs. */
export const MIRROR_TABLES = [
  "sp_campaigns",
  "sp_ad_groups",
  "sp_product_ads",
  "sp_keywords",
  "sp_targets",
  "daily_metrics",
  "search_term_metrics",
  "campaign_running_totals",
  "profile_daily_totals",
] as const;
const IGNORED_COLUMNS = new Set(["synced_at", "pulled_at"]);

/** Every mirror row of the profile, each table in a stable order, without the columns that say when. */
export async function mirrorRows(profileId: number) {
  const tables: Record<string, Record<string, unknown>[]> = {};
  for (const table of MIRROR_TABLES) {
    const { results } = await env.DB.prepare(`select * from ${table} where profile_id = ?`)
      .bind(profileId)
      .all<Record<string, unknown>>();
    tables[table] = results
      .map((row) =>
        Object.fromEntries(Object.entries(row).filter(([column]) => !IGNORED_COLUMNS.has(column))),
      )
      .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  return tables;
}

/** Rows of `expected` missing from `actual` (lost) and rows `actual` has beyond `expected` (extra). */
export function rowDifferences(expected: Record<string, unknown[]>, actual: Record<string, unknown[]>) {
  let lost = 0;
  let extra = 0;
  for (const table of Object.keys(expected)) {
    const have = new Map<string, number>();
    for (const row of actual[table] ?? [])
      have.set(JSON.stringify(row), (have.get(JSON.stringify(row)) ?? 0) + 1);
    for (const row of expected[table] ?? []) {
      const key = JSON.stringify(row);
      const left = have.get(key) ?? 0;
      if (left > 0) have.set(key, left - 1);
      else lost += 1;
    }
    for (const left of have.values()) extra += left;
  }
  return { lost, extra };
}

/** Forgets the profile's mirror and its sync status: the next sync is a first sync into empty tables. */
export async function wipeMirror(profileId: number) {
  await env.DB.batch([
    ...MIRROR_TABLES.map((table) =>
      env.DB.prepare(`delete from ${table} where profile_id = ?`).bind(profileId),
    ),
    env.DB.prepare("delete from sync_status where profile_id = ?").bind(profileId),
  ]);
}

/**
 * Runs the profile's sync as the queue delivers it again after a failure, until it succeeds: at most
 * the deliveries wrangler.toml's `max_retries = 3` allows, after which the queue gives up on it.
 */
export const QUEUE_DELIVERIES = 4;
export async function syncUntilSucceeded(
  profileId: number,
  maxDeliveries = QUEUE_DELIVERIES,
  retry: RetryPolicy = FAST_RETRY,
) {
  for (let delivery = 1; delivery <= maxDeliveries; delivery++) {
    const outcome = await runSync(profileId, retry).catch(() => null);
    if (outcome && !outcome.pending && !outcome.skipped) return { succeeded: true, deliveries: delivery };
  }
  return { succeeded: false, deliveries: maxDeliveries };
}

/**
 * Every kind of fault the sandbox has, each at `rate`: 429 with Retry-After (0 s in the suite), 5xx,
 * latency, throttled batch items, failed reports, report downloads that end halfway.
 */
export const faultsAt = (rate: number, seed: string | number, retryAfterSeconds = 0) => ({
  rateLimitRate: rate,
  retryAfterSeconds,
  serverErrorRate: rate,
  throttledItemRate: rate,
  failedReportRate: rate,
  cutDownloadRate: rate,
  latencyMs: rate > 0 ? 3 : 0,
  seed,
});

/** The tests' fast retries, but sleeping through the faults' Retry-After as the product's policy (≤ 20 s) does. */
export const retryFor = (retryAfterSeconds: number): RetryPolicy => ({
  ...FAST_RETRY,
  maxDelayMs: Math.max(FAST_RETRY.maxDelayMs, retryAfterSeconds * 1000),
});

export type Write = {
  seq: number;
  profileId: number;
  kind: string;
  op: string;
  entityId: string;
  item: unknown;
};

const writes = (method: string) => fetch(`${env.SANDBOX_URL}/_sandbox/writes`, { method });
export const startWriteLog = async () => void (await writes("POST")).body?.cancel();
export const stopWriteLog = async () => void (await writes("DELETE")).body?.cancel();
export const readWriteLog = async () => (await (await writes("GET")).json<{ writes: Write[] }>()).writes;

/**
 * Changes whose effect landed twice: one addition created twice, or one entity updated to two values.
 * The same update taken twice (a write sent again whose first answer was lost) sets the same value:
 * counted apart as `resent`, harmless.
 */
export function writeCounts(log: Write[]) {
  const creates = new Map<string, number>();
  const updates = new Map<string, Set<string>>();
  let resent = 0;
  for (const write of log) {
    if (write.op === "create") {
      const key = `${write.kind}|${JSON.stringify(write.item)}`;
      creates.set(key, (creates.get(key) ?? 0) + 1);
      continue;
    }
    const key = `${write.kind}|${write.op}|${write.entityId}`;
    const values = updates.get(key) ?? new Set<string>();
    if (values.has(JSON.stringify(write.item))) resent += 1;
    updates.set(key, values.add(JSON.stringify(write.item)));
  }
  const twice = (counts: Iterable<number>) =>
    [...counts].reduce((sum, count) => sum + Math.max(0, count - 1), 0);
  return {
    doubleApplied: twice(creates.values()) + twice([...updates.values()].map((values) => values.size)),
    resent,
  };
}

/** A test rule adding one negative exact keyword, named for the hour, to the SKU's first campaign with an ad group. */
export function negativeRule(skuId: number, label: string): RuleDefinition {
  return {
    rule: "NEGATIVE_OPTIMIZATION",
    isEnabled: (settings) => settings.skuId === skuId,
    isDue: () => true,
    propose: ({ snapshot }) => {
      const keyword = snapshot.keywords.find((candidate) => candidate.state === "ENABLED");
      if (!keyword) return [];
      const change: ProposedChange = {
        kind: "ADD_NEGATIVE_KEYWORD",
        entityType: "NEGATIVE_KEYWORD",
        adGroupId: keyword.adGroupId,
        keywordText: `fault parity ${label}`,
        rule: "NEGATIVE_OPTIMIZATION",
        skuId,
        campaignId: keyword.campaignId,
        reason: `Test rule: negative 'fault parity ${label}'`,
      };
      return [change];
    },
  };
}

/**
 * Counts the marketplace's faulted answers (429, 5xx), and the report downloads read again (a file
 * fetched twice: its first read ended halfway), while the returned `stop` is not called.
 */
export function faultedAnswers() {
  const realFetch = globalThis.fetch;
  let count = 0;
  const downloads = new Map<string, number>();
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname.startsWith("/report-files/")) downloads.set(url, (downloads.get(url) ?? 0) + 1);
    const response = await realFetch(input, init);
    if (response.status === 429 || response.status >= 500) count += 1;
    return response;
  });
  return {
    stop: () => {
      spy.mockRestore();
      return count;
    },
    downloadsReadAgain: () => [...downloads.values()].reduce((again, reads) => again + reads - 1, 0),
  };
}
