import { and, eq, inArray, like } from "drizzle-orm";
import { PLAN_BUDGET } from "../automation/plan-budget";
import { planInvocation } from "../automation/plan-invocation";
import type { ProfileContext } from "../automation/profile-context";
import type { RuleDefinition } from "../automation/rules/rule";
import { advertisedSkus } from "../db/ads-schema";
import { automationChanges, automationLeases, automationRuleRuns } from "../db/automation-schema";
import type { Database } from "../db/client";

/** The run keys bench:automation plans under (`split=1`); `split=clean` removes what they stored. */
export const BENCH_RUN_KEY_PREFIX = "bench-split-";

/**
 * One invocation's share of the job's split planning (`split=1&runKey=bench-split-…`): the job's own
 * planInvocation, storing its groups and the cursor as the job does, with every rule due whatever ran
 * before (the baseline and the rules each plan the whole profile). `entities` and `skus` set the budget.
 */
export async function splitInvocation(
  db: Database,
  env: Env,
  context: ProfileContext,
  now: Date,
  rules: RuleDefinition[],
  url: URL,
) {
  const runKey = url.searchParams.get("runKey") ?? "";
  if (!runKey.startsWith(BENCH_RUN_KEY_PREFIX))
    throw new Error(`runKey must start with ${BENCH_RUN_KEY_PREFIX}`);
  const budget = {
    ...PLAN_BUDGET,
    entities: Number(url.searchParams.get("entities") ?? PLAN_BUDGET.entities),
    skus: Number(url.searchParams.get("skus") ?? PLAN_BUDGET.skus),
  };
  const alwaysDue = rules.map((definition) => ({ ...definition, isDue: () => true }));
  return { budget, ...(await planInvocation(db, env, context, runKey, now, alwaysDue, budget)) };
}

/** Removes what the bench's split runs stored: their rows, the profile's rule runs and cursor. */
export async function cleanSplitBench(db: Database, profileId: number) {
  await db
    .delete(automationChanges)
    .where(
      and(
        eq(automationChanges.profileId, profileId),
        like(automationChanges.runKey, `${BENCH_RUN_KEY_PREFIX}%`),
      ),
    );
  const skus = db
    .select({ id: advertisedSkus.id })
    .from(advertisedSkus)
    .where(eq(advertisedSkus.profileId, profileId));
  await db.delete(automationRuleRuns).where(inArray(automationRuleRuns.advertisedSkuId, skus));
  await db.delete(automationLeases).where(eq(automationLeases.profileId, profileId));
}
