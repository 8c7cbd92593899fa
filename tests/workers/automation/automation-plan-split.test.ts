import { env } from "cloudflare:workers";
import { addHours } from "date-fns";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { planProfile } from "../../../worker/automation/plan";
import type { PlanBudget } from "../../../worker/automation/plan-budget";
import type { RuleDefinition } from "../../../worker/automation/rules/rule";
import type { KeywordSnapshot } from "../../../worker/automation/rules/rule-input";
import { type RunOptions, runAutomation } from "../../../worker/automation/run-automation";
import type { ProposedChange } from "../../../worker/contracts/automation/change";
import { consumeAutomationMessage } from "../../../worker/jobs/automation/automation-consumer";
import type { AutomationMessage } from "../../../worker/queue/automation-queue";
import { sandboxControl } from "../support/amazon";
import { type AutomationSeller, adsCalls, automationSeller, bidsOnAmazon } from "../support/automation";
import { db, FAST_RETRY } from "../support/sync";

/** One SKU an invocation: a profile of four SKUs is planned over four invocations. */
const ONE_SKU: PlanBudget = { skus: 1, entities: 1_000_000, wallMs: 60_000 };

let seller: AutomationSeller;
let skuIds: number[];
let start: Date;
const hour = (n: number) => addHours(start, n);
const runKey = (at: Date) => at.toISOString().slice(0, 13);

/**
 * A test rule over the ENABLED keywords of the SKUs' shared campaigns: the i-th SKU proposes the
 * keywords whose position (by id) modulo 4 is i — and, with `overlap`, also i + 1, so each keyword is
 * proposed by two SKUs and the first one's change must be the one kept. The odd SKUs' changes are
 * logged under another rule (another change key): only the planner's one change per (entity, field),
 * across invocations, keeps the second out. Due at every run, or only when it has not run since `since`.
 */
function bidsRule(
  bid: (keyword: KeywordSnapshot) => number,
  { overlap = false, since }: { overlap?: boolean; since?: Date } = {},
): RuleDefinition {
  return {
    rule: "BID_OPTIMIZATION",
    isEnabled: (settings) => skuIds.includes(settings.skuId),
    isDue: (_settings, _clock, lastRunAt) => !since || lastRunAt === null || lastRunAt < since,
    propose: ({ snapshot }) => {
      const position = skuIds.indexOf(snapshot.settings.skuId);
      const mine = new Set(overlap ? [position, (position + 1) % 4] : [position]);
      return snapshot.keywords
        .filter((keyword) => keyword.state === "ENABLED")
        .sort((a, b) => a.keywordId.localeCompare(b.keywordId))
        .filter((keyword, index) => mine.has(index % 4) && bid(keyword) !== keyword.bidCents)
        .map(
          (keyword): ProposedChange => ({
            kind: "SET_BID",
            entityType: "KEYWORD",
            entityId: keyword.keywordId,
            fromCents: keyword.bidCents,
            toCents: bid(keyword),
            rule: position % 2 === 0 ? "BID_OPTIMIZATION" : "KEYWORD_BOOST",
            skuId: snapshot.settings.skuId,
            campaignId: keyword.campaignId,
            reason: `Split test; bid ${keyword.bidCents} → ${bid(keyword)}`,
          }),
        );
    },
  };
}

/** The profile's change rows of one run, by keyword. */
async function runRows(key: string) {
  const { results } = await env.DB.prepare(
    "select advertised_sku_id as skuId, entity_id as entityId, change_key as changeKey, status, attempts, action from automation_changes where profile_id = ? and run_key = ? order by id",
  )
    .bind(seller.profileId, key)
    .all<{
      skuId: number;
      entityId: string;
      changeKey: string;
      status: string;
      attempts: number;
      action: string;
    }>();
  return results;
}

/** A plan as comparable facts: which SKU changes which keyword to what. */
const facts = (rows: { skuId: number; entityId: string | null; toCents: number }[]) =>
  rows.map((row) => `${row.skuId} ${row.entityId} ${row.toCents}`).sort();
const planFacts = (changes: ProposedChange[]) =>
  facts(
    changes.map((change) => ({
      ...change,
      entityId: "entityId" in change ? change.entityId : null,
      toCents: "toCents" in change ? change.toCents : 0,
    })),
  );
const rowFacts = (rows: Awaited<ReturnType<typeof runRows>>) =>
  facts(rows.map((row) => ({ ...row, toCents: (JSON.parse(row.action) as { toCents: number }).toCents })));

/** Runs the job through the queue's consumer, as the queue would: each message it queues is consumed next. */
async function consumeUntilDone(options: Pick<RunOptions, "rules" | "planBudget">) {
  const queued: AutomationMessage[] = [];
  const queue = { send: async (body: AutomationMessage) => void queued.push(body) };
  let body: AutomationMessage | undefined = { kind: "automate-profile", profileId: seller.profileId };
  let invocations = 0;
  while (body) {
    const message = {
      id: `m${invocations}`,
      timestamp: new Date(),
      attempts: 1,
      body,
      ack: vi.fn(),
      retry: vi.fn(),
    };
    await consumeAutomationMessage(
      message as unknown as Message<AutomationMessage>,
      { db: db(), env: { ...env, SYNC_QUEUE: queue as unknown as Queue }, sync: { retry: FAST_RETRY } },
      options,
    );
    expect(message.ack).toHaveBeenCalled();
    invocations += 1;
    if (invocations > 20) throw new Error("the job keeps queuing itself");
    body = queued.shift();
  }
  return invocations;
}

const cursor = () =>
  env.DB.prepare(
    "select plan_run_key as planRunKey, plan_after_sku_id as planAfterSkuId, last_run_key as lastRunKey from automation_leases where profile_id = ?",
  )
    .bind(seller.profileId)
    .first();

beforeAll(async () => {
  seller = await automationSeller();
  // Three more SKUs advertised in the same campaigns (product ads in the mirror): four SKUs whose
  // snapshots hold the same keywords.
  skuIds = [seller.skuId];
  for (const n of [2, 3, 4]) {
    const sku = `SPLIT-${n}`;
    await env.DB.prepare(
      "insert into sp_product_ads (profile_id, ad_id, campaign_id, ad_group_id, sku, asin, state, synced_at) select profile_id, ad_id || '-split-' || ?, campaign_id, ad_group_id, ?, asin, state, synced_at from sp_product_ads where profile_id = ? and sku = ?",
    )
      .bind(n, sku, seller.profileId, seller.sku)
      .run();
    const row = await env.DB.prepare(
      "insert into advertised_skus (profile_id, sku, asin, title, max_daily_budget_cents, bid_min_cents, bid_max_cents, is_advertised) values (?, ?, 'B0SPLIT000', 'Split test product', 2500, 2, 500, 1) returning id",
    )
      .bind(seller.profileId, sku)
      .first<{ id: number }>();
    skuIds.push(row?.id ?? -1);
  }
  // The connect's own run took the current hour: these runs start in the next.
  await sandboxControl("/_sandbox/clock/advance", { hours: 1 });
  start = await marketplaceNow(env);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("planning split across queue invocations", () => {
  it("plans a profile of four SKUs over four invocations the consumer queues, and ends where one invocation's plan ends", async () => {
    const rule = bidsRule(() => 53, { overlap: true });
    const now = await marketplaceNow(env);
    const whole = await planProfile(db(), env, seller.profileId, now, [rule]);
    // Three SKUs contribute; the fourth's keywords were all proposed by the first before it.
    expect(new Set(whole.map((change) => change.skuId))).toEqual(new Set(skuIds.slice(0, 3)));

    expect(await consumeUntilDone({ rules: [rule], planBudget: ONE_SKU })).toBe(4);

    const rows = await runRows(runKey(now));
    expect(rowFacts(rows)).toEqual(planFacts(whole));
    expect(rows.every((row) => row.status === "APPLIED" && row.attempts === 1)).toBe(true);
    const onAmazon = await bidsOnAmazon(seller, [...new Set(rows.map((row) => row.entityId))]);
    expect(new Set(onAmazon.values())).toEqual(new Set([53]));
    expect(await cursor()).toEqual({ planRunKey: null, planAfterSkuId: null, lastRunKey: runKey(now) });
    const ran = await env.DB.prepare(
      "select count(*) as n from automation_rule_runs where advertised_sku_id in (?, ?, ?, ?) and last_run_at = ?",
    )
      .bind(...skuIds, now.getTime())
      .first<{ n: number }>();
    expect(ran?.n).toBe(4);

    // The same hour again: nothing planned, nothing sent.
    const fetches = vi.spyOn(globalThis, "fetch");
    const again = await runAutomation(db(), env, seller.profileId, now, {
      rules: [bidsRule(() => 59)],
      planBudget: ONE_SKU,
      retry: FAST_RETRY,
    });
    expect(again).toMatchObject({ planned: 0, applied: 0, remaining: false });
    expect(adsCalls(fetches.mock.calls)).toEqual([]);
    expect(await runRows(runKey(now))).toEqual(rows);
  });

  it("finishes a run killed between two groups, its cursor lost, without a duplicate: each bid raised once", async () => {
    const rule = bidsRule((keyword) => keyword.bidCents + 3, { overlap: true });
    const whole = await planProfile(db(), env, seller.profileId, hour(1), [rule]);
    const ids = whole.map((change) => ("entityId" in change ? change.entityId : ""));
    const before = await bidsOnAmazon(seller, ids);
    const run = (options: RunOptions = {}) =>
      runAutomation(db(), env, seller.profileId, hour(1), { rules: [rule], retry: FAST_RETRY, ...options });

    const killed = run({
      planBudget: { ...ONE_SKU, skus: 2 },
      onPlanStored: () => {
        throw new Error("killed between groups");
      },
    });
    await expect(killed).rejects.toThrow("killed between groups");
    const stored = await runRows(runKey(hour(1)));
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.every((row) => row.status === "PLANNED")).toBe(true);
    // As if the job died after the group's rows were written and before its cursor was.
    await env.DB.prepare(
      "update automation_leases set plan_run_key = null, plan_after_sku_id = null where profile_id = ?",
    )
      .bind(seller.profileId)
      .run();

    const outcomes = [await run({ planBudget: ONE_SKU })];
    while (outcomes.at(-1)?.remaining) outcomes.push(await run({ planBudget: ONE_SKU }));
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.slice(0, -1).every((outcome) => outcome.planning && outcome.applied === 0)).toBe(true);

    const rows = await runRows(runKey(hour(1)));
    expect(rowFacts(rows)).toEqual(planFacts(whole));
    expect(rows.every((row) => row.status === "APPLIED" && row.attempts === 1)).toBe(true);
    const after = await bidsOnAmazon(seller, ids);
    expect(ids.map((id) => after.get(id))).toEqual(ids.map((id) => (before.get(id) ?? 0) + 3));
  });

  it("plans a new hour afresh when the last hour's planning was left half done, and sends both without repeating a SKU", async () => {
    // A daily rule: due for a SKU unless it ran since hour 2 began.
    const rule = bidsRule(() => 44, { since: hour(2) });
    const half = await runAutomation(db(), env, seller.profileId, hour(2), {
      rules: [rule],
      planBudget: ONE_SKU,
      retry: FAST_RETRY,
    });
    expect(half).toMatchObject({ remaining: true, planning: true, applied: 0 });
    expect(await cursor()).toMatchObject({ planRunKey: runKey(hour(2)), planAfterSkuId: skuIds[0] });

    const outcomes = [];
    do {
      outcomes.push(
        await runAutomation(db(), env, seller.profileId, hour(3), {
          rules: [rule],
          planBudget: ONE_SKU,
          retry: FAST_RETRY,
        }),
      );
    } while (outcomes.at(-1)?.remaining);

    const older = await runRows(runKey(hour(2)));
    const newer = await runRows(runKey(hour(3)));
    expect(new Set(older.map((row) => row.skuId))).toEqual(new Set([skuIds[0]]));
    expect(newer.some((row) => row.skuId === skuIds[0])).toBe(false);
    const all = [...older, ...newer];
    expect(all.every((row) => row.status === "APPLIED")).toBe(true);
    expect(new Set(all.map((row) => row.entityId)).size).toBe(all.length);
    const onAmazon = await bidsOnAmazon(
      seller,
      all.map((row) => row.entityId),
    );
    expect(new Set(onAmazon.values())).toEqual(new Set([44]));
  });
});
