import type { ProposedChange } from "../contracts/automation/change";
import { automationRuleRuns } from "../db/automation-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { MAX_RANK_LOOKUPS } from "./load-extras";
import { loadSnapshots } from "./load-snapshots";
import { dueRules, planChanges, type RuleRunKey, ruleRunKey } from "./plan-changes";
import { type ProfileContext, profileContext } from "./profile-context";
import { RULES } from "./rules/index";
import type { RuleDefinition } from "./rules/rule";
import { ruleClockAt } from "./rules/rule-clock";
import { advertisedSkuSettings } from "./sku-settings";
import { snapshotGroups } from "./snapshot-groups";

/** A plan: the changes to make, and which rules ran for which SKU (they are recorded as run). */
export type Plan = { changes: ProposedChange[]; ran: { skuId: number; rule: ProposedChange["rule"] }[] };

async function lastRuleRuns(db: Database, skuIds: number[]) {
  const rows = await db
    .select()
    .from(automationRuleRuns)
    .where(inList(automationRuleRuns.advertisedSkuId, skuIds));
  return new Map<RuleRunKey, Date>(
    rows.map((row) => [ruleRunKey(row.advertisedSkuId, row.rule), row.lastRunAt]),
  );
}

/**
 * The plan of one profile (or one SKU of it) at `now`: each advertised SKU's rules that are on and due
 * run over its snapshot; SKUs with no rule due are not even read. Writes nothing.
 */
export async function planFor(
  db: Database,
  env: Env,
  context: ProfileContext,
  now: Date,
  rules: RuleDefinition[],
  onlySkuId?: number,
): Promise<Plan> {
  const clock = ruleClockAt(now, context.timezone);
  const skus = await advertisedSkuSettings(db, context.profileId, context.timezone, onlySkuId);
  const lastRuns = await lastRuleRuns(
    db,
    skus.map((sku) => sku.skuId),
  );
  const due = new Map(skus.map((sku) => [sku.skuId, dueRules(rules, sku, clock, lastRuns)]));
  const active = skus.filter((sku) => (due.get(sku.skuId) ?? []).length > 0);
  // Group by group: only one group's snapshots are in memory at a time, the changes accumulate.
  const touched = new Set<string>();
  const rankBudget = { left: MAX_RANK_LOOKUPS };
  const changes: ProposedChange[] = [];
  for (const group of snapshotGroups(active)) {
    const snapshots = await loadSnapshots(db, env, context, group, now, rankBudget);
    const planned = planChanges(
      snapshots.map((snapshot) => ({ snapshot, clock, rules: due.get(snapshot.settings.skuId) ?? [] })),
      context.adLimitReached,
      touched,
    );
    for (const change of planned) changes.push(change);
  }
  const ran = active.flatMap((sku) =>
    (due.get(sku.skuId) ?? []).map(({ rule }) => ({ skuId: sku.skuId, rule })),
  );
  return { changes, ran };
}

/** What the job would change for the profile now (the Preview of every SKU): the job's path without storing or applying. */
export async function planProfile(
  db: Database,
  env: Env,
  profileId: number,
  now: Date,
  rules: RuleDefinition[] = RULES,
): Promise<ProposedChange[]> {
  const context = await profileContext(db, env, profileId);
  if (!context) return [];
  return (await planFor(db, env, context, now, rules)).changes;
}
