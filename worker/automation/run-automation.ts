import type { RetryPolicy } from "../amazon/retrying-fetch";
import type { ChangeRecord } from "../contracts/automation/change";
import type { Database } from "../db/client";
import { type ApplyOutcome, applyChanges } from "./apply-changes";
import { plannedRunKey, releaseLease, takeLease } from "./lease";
import { expireOldPlans, pendingChanges } from "./pending-changes";
import type { PlanBudget } from "./plan-budget";
import { planInvocation } from "./plan-invocation";
import { profileContext } from "./profile-context";
import { RULES } from "./rules/index";
import type { RuleDefinition } from "./rules/rule";
import { runKeyOf } from "./run-key";
import type { SendAllowance } from "./send-allowance";

/**
 * Changes one invocation sends at most. With 1,000 items a call that is ≤ 5 calls per kind and verb
 * (≤ 45 calls, each retried ≤ 5 times: far below the 1,000 subrequests of a paid Worker), ~5,000 D1
 * statements in batches of 50, and well under a minute of wall time; the rest goes to the next
 * invocation, which the consumer queues at once.
 */
export const MAX_CHANGES_PER_INVOCATION = 5000;

export type RunOptions = {
  rules?: RuleDefinition[];
  retry?: RetryPolicy;
  batchSize?: number;
  maxChanges?: number;
  onApplied?: (applied: ChangeRecord[]) => void | Promise<void>;
  /** Asked before each call to Amazon: what the seller's account lets the run send now (see ApplyOptions). */
  allowance?: () => Promise<SendAllowance>;
  /** A seller's "run now" (when asked, wall-clock ms): plans even when this hour's plan is stored. */
  runNowAt?: number;
  /** How much one invocation plans before it stores its share and asks to be queued again. */
  planBudget?: PlanBudget;
  /** Called after each group of the plan is stored, with its last SKU id (tests kill a run there). */
  onPlanStored?: (lastSkuId: number) => void | Promise<void>;
};
export type RunOutcome = ApplyOutcome & {
  profileId: number;
  runKey: string;
  skipped?: string;
  /** Changes this run planned (0 when the hour was planned already). */
  planned: number;
  /** SKUs are left to plan, or more changes wait than one invocation sends: queue the profile again. */
  remaining: boolean;
  /** This invocation planned part of the run and stored it; the next one goes on from the cursor. */
  planning?: boolean;
};

/**
 * One profile's automation job at `now` (the marketplace's clock):
 * 1. take the profile's lease (another job on it → skip);
 * 2. unless this hour's plan is stored already, plan (due rules over each SKU's snapshot) and store
 *    it as PLANNED rows with the rules that ran, group by group, as much as one invocation's budget
 *    allows; when SKUs are left, stop there (`remaining`, `planning`: the consumer queues the
 *    profile again and the next invocation goes on from the stored cursor); else mark the hour planned;
 * 3. send what waits — this plan and what earlier runs left — through Amazon, each change marked
 *    APPLIED as Amazon confirms it;
 * 4. release the lease, recording when the run finished.
 * Running an hour again plans nothing and finds nothing left to send; a run killed midway leaves its
 * plan stored and the next run finishes it; an applied change is never sent again.
 */
export async function runAutomation(
  db: Database,
  env: Env,
  profileId: number,
  now: Date,
  {
    rules = RULES,
    retry,
    batchSize,
    maxChanges = MAX_CHANGES_PER_INVOCATION,
    onApplied,
    allowance,
    runNowAt,
    planBudget,
    onPlanStored,
  }: RunOptions = {},
): Promise<RunOutcome> {
  const runKey = runKeyOf(now, runNowAt);
  const idle = {
    profileId,
    runKey,
    planned: 0,
    applied: 0,
    failed: 0,
    stale: 0,
    deferred: 0,
    refused: 0,
    remaining: false,
  };
  const context = await profileContext(db, env, profileId, retry);
  if (!context) return { ...idle, skipped: "profile not connected, or its account must be reconnected" };
  const holder = crypto.randomUUID();
  if (!(await takeLease(db, profileId, holder))) return { ...idle, skipped: "another run holds the lease" };

  let finished = false;
  try {
    let planned = 0;
    if ((await plannedRunKey(db, profileId)) !== runKey) {
      const share = await planInvocation(db, env, context, runKey, now, rules, planBudget, onPlanStored);
      planned = share.planned;
      if (!share.done) {
        finished = true;
        return { ...idle, planned, remaining: true, planning: true };
      }
    }
    await expireOldPlans(db, profileId, now);
    const pending = await pendingChanges(db, profileId, maxChanges + 1);
    const applied = await applyChanges(db, context, pending.slice(0, maxChanges), {
      now,
      batchSize,
      onApplied,
      allowance,
    });
    finished = true;
    return { ...idle, ...applied, planned, remaining: pending.length > maxChanges };
  } finally {
    await releaseLease(db, profileId, holder, finished ? { lastRunAt: now } : undefined);
  }
}
