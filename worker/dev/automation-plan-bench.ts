import { and, eq } from "drizzle-orm";
import { loadSnapshots } from "../automation/load-snapshots";
import { rankBudget } from "../automation/organic-ranks";
import { planFor } from "../automation/plan";
import { profileContext } from "../automation/profile-context";
import { RULES } from "../automation/rules/index";
import type { RuleDefinition } from "../automation/rules/rule";
import { advertisedSkuSettings } from "../automation/sku-settings";
import { ruleClockAt } from "../clock/zone-clock";
import { createDatabase } from "../db/client";
import { organicRankChecks } from "../db/keyword-boosts-schema";
import { cleanSplitBench, splitInvocation } from "./automation-split-bench";
import { countingD1 } from "./counting-d1";

/** GET /__dev/automation-plan on a local Worker (DEV_ROUTES=on): bench:automation's entry. */
export const AUTOMATION_PLAN_PATH = "/__dev/automation-plan";

/** The registry with every rule proposing nothing: the same due checks, snapshot loads and planner. */
const SILENT_RULES: RuleDefinition[] = RULES.map((definition) => ({ ...definition, propose: () => [] }));

/**
 * Plans `profileId` (or one SKU of it) at `at` through the job's own planFor, with the rules
 * (`rules=all`) or with each rule proposing nothing (`rules=none`, the baseline: the same reads), on a
 * D1 binding that counts statements and bound parameters. Stores and sends nothing. With
 * `snapshots=1` it answers the SKUs' snapshots instead (the bench times the rules on them in Node).
 * With `split=1` it is one invocation of the job's split planning, which stores its share
 * (automation-split-bench.ts); `split=clean` removes what those stored. `rankCache=off` first deletes
 * the profile's organic ranks stored for the day (the bench's baseline: every run asks the provider);
 * `rankCalls` answers the rank provider calls the plan made.
 */
export async function automationPlanBench(env: Env, url: URL): Promise<Response> {
  const profileId = Number(url.searchParams.get("profileId"));
  const skuParam = url.searchParams.get("skuId");
  const onlySkuId = skuParam === null ? undefined : Number(skuParam);
  const now = new Date(url.searchParams.get("at") ?? Date.now());
  const silent = url.searchParams.get("rules") === "none";
  const { d1, counts } = countingD1(env.DB);
  const db = createDatabase(d1);
  const context = await profileContext(db, env, profileId);
  if (!context) return Response.json({ error: "no such profile" }, { status: 404 });
  const split = url.searchParams.get("split");
  if (split === "clean") {
    await cleanSplitBench(db, profileId);
    return Response.json({ cleaned: true });
  }
  if (url.searchParams.get("snapshots") === "1") {
    const skus = await advertisedSkuSettings(db, profileId, context.timezone, onlySkuId);
    return Response.json({
      timezone: context.timezone,
      snapshots: await loadSnapshots(db, env, context, skus, now),
    });
  }
  let rulesMs = 0;
  const timed = (silent ? SILENT_RULES : RULES).map((definition) => ({
    ...definition,
    propose: (input: Parameters<RuleDefinition["propose"]>[0]) => {
      const started = performance.now();
      const proposed = definition.propose(input);
      rulesMs += performance.now() - started;
      return proposed;
    },
  }));
  if (split === "1") {
    const started = performance.now();
    const share = await splitInvocation(db, env, context, now, timed, url);
    return Response.json({ ...share, d1: counts, planMs: performance.now() - started, rulesMs });
  }
  if (url.searchParams.get("rankCache") === "off") {
    const today = ruleClockAt(now, context.timezone).today;
    await db
      .delete(organicRankChecks)
      .where(and(eq(organicRankChecks.profileId, profileId), eq(organicRankChecks.localDate, today)));
  }
  const ranks = rankBudget();
  const started = performance.now();
  const plan = await planFor(db, env, context, now, timed, onlySkuId, ranks);
  const planMs = performance.now() - started;
  const byRule: Record<string, number> = {};
  for (const change of plan.changes) byRule[change.rule] = (byRule[change.rule] ?? 0) + 1;
  return Response.json({
    changes: plan.changes.length,
    byRule,
    ruleRuns: plan.ran.length,
    rankCalls: ranks.calls,
    d1: counts,
    // Inside workerd the clock may only move on I/O: these are lower bounds, the bench measures CPU outside.
    planMs,
    rulesMs,
  });
}
