import { eq } from "drizzle-orm";
import { automationLeases } from "../db/automation-schema";
import type { Database } from "../db/client";
import { planGroups } from "./plan";
import { budgetLeft, cursorFor, PLAN_BUDGET, type PlanBudget } from "./plan-budget";
import type { ProfileContext } from "./profile-context";
import type { RuleDefinition } from "./rules/rule";
import { markPlanned, storedTargets, storePlanGroup } from "./store-plan";

export type PlanInvocation = {
  /** Changes this invocation planned and stored. */
  planned: number;
  /** SKUs it read, and their keywords and targets. */
  skus: number;
  entities: number;
  /** Every SKU of the run is planned (the run key is marked planned). */
  done: boolean;
};

async function storedCursor(db: Database, profileId: number) {
  const row = await db
    .select({ planRunKey: automationLeases.planRunKey, planAfterSkuId: automationLeases.planAfterSkuId })
    .from(automationLeases)
    .where(eq(automationLeases.profileId, profileId))
    .get();
  return row ?? { planRunKey: null, planAfterSkuId: null };
}

/**
 * One invocation's share of planning run `runKey`: from the stored cursor (or the first SKU), group by
 * group in SKU id order, each group's PLANNED rows, rule runs and the cursor stored at once, until the
 * budget is used; at the last SKU the run key is marked planned. At least one group is planned, so
 * every invocation moves the cursor on. One change per (entity, field) holds across invocations: the
 * targets stored by earlier ones are taken as touched (the first group's change wins).
 */
export async function planInvocation(
  db: Database,
  env: Env,
  context: ProfileContext,
  runKey: string,
  now: Date,
  rules: RuleDefinition[],
  budget: PlanBudget = PLAN_BUDGET,
  onStored?: (lastSkuId: number) => void | Promise<void>,
): Promise<PlanInvocation> {
  const { profileId } = context;
  const used = { skus: 0, entities: 0, startedMs: performance.now() };
  const afterSkuId = cursorFor(runKey, await storedCursor(db, profileId));
  const touched = afterSkuId === null ? new Set<string>() : await storedTargets(db, profileId, runKey);
  let planned = 0;
  let done = true;
  for await (const group of planGroups(db, env, context, now, rules, {
    afterSkuId,
    maxSkus: budget.skus,
    touched,
  })) {
    await storePlanGroup(db, profileId, runKey, group, now);
    await onStored?.(group.lastSkuId);
    planned += group.changes.length;
    used.skus += group.skus;
    used.entities += group.entities;
    done = group.done;
    if (!done && !budgetLeft(budget, used, performance.now())) break;
  }
  if (done) await markPlanned(db, profileId, runKey);
  return { planned, skus: used.skus, entities: used.entities, done };
}
