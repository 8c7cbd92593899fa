import { ruleClockAt } from "../clock/zone-clock";
import type { ProposedChange } from "../contracts/automation/change";
import { automationRuleRuns } from "../db/automation-schema";
import type { Database } from "../db/client";
import { inList } from "../db/in-list";
import { loadSnapshots } from "./load-snapshots";
import { rankBudget as freshRankBudget, type RankBudget } from "./organic-ranks";
import { skusToPlan } from "./plan-budget";
import { dueRules, planChanges, type RuleRunKey, ruleRunKey } from "./plan-changes";
import { type ProfileContext, profileContext } from "./profile-context";
import { RULES } from "./rules/index";
import type { RuleDefinition } from "./rules/rule";
import { advertisedSkuSettings } from "./sku-settings";
import { snapshotGroups } from "./snapshot-groups";

/** A plan: the changes to make, and which rules ran for which SKU (they are recorded as run). */
export type Plan = {
  changes: ProposedChange[];
  /** `note`: what the rule left alone and why (RuleDefinition.note), stored with its last run. */
  ran: { skuId: number; rule: ProposedChange["rule"]; note?: string | null }[];
};

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
 * One group's part of a plan: the last SKU id it covers, how many SKUs and keywords and targets it
 * read, and whether it is the profile's last (no SKU after it is left to plan).
 */
export type PlanGroup = Plan & { lastSkuId: number; skus: number; entities: number; done: boolean };

export type PlanGroupsOptions = {
  onlySkuId?: number;
  /** Only SKUs with a larger id (a split run's cursor). */
  afterSkuId?: number | null;
  /** At most this many SKUs, in id order (the invocation's budget). */
  maxSkus?: number;
  /** Targets planned already in this run (by earlier invocations): one change per (entity, field). */
  touched?: Set<string>;
  /** The rank provider's calls left to this invocation, and those made (bench:automation reads it). */
  rankBudget?: RankBudget;
};

/**
 * The plan of one profile (or one SKU of it) at `now`, group by group in SKU id order: each advertised
 * SKU's rules that are on and due run over its snapshot; SKUs with no rule due are not even read. Only
 * one group's snapshots are in memory at a time; the caller may store a group and stop between two.
 * Writes nothing.
 */
export async function* planGroups(
  db: Database,
  env: Env,
  context: ProfileContext,
  now: Date,
  rules: RuleDefinition[],
  {
    onlySkuId,
    afterSkuId = null,
    maxSkus = Number.POSITIVE_INFINITY,
    touched = new Set(),
    rankBudget = freshRankBudget(),
  }: PlanGroupsOptions = {},
): AsyncGenerator<PlanGroup> {
  const clock = ruleClockAt(now, context.timezone);
  const all = await advertisedSkuSettings(db, context.profileId, context.timezone, onlySkuId);
  const skus = skusToPlan(all, afterSkuId, maxSkus);
  const reachesEnd = skus.at(-1)?.skuId === all.at(-1)?.skuId;
  const lastRuns = await lastRuleRuns(
    db,
    skus.map((sku) => sku.skuId),
  );
  const due = new Map(skus.map((sku) => [sku.skuId, dueRules(rules, sku, clock, lastRuns)]));
  const active = skus.filter((sku) => (due.get(sku.skuId) ?? []).length > 0);
  const groups = snapshotGroups(active);
  for (const [index, group] of groups.entries()) {
    const snapshots = await loadSnapshots(db, env, context, group, now, rankBudget);
    const changes = planChanges(
      snapshots.map((snapshot) => ({ snapshot, clock, rules: due.get(snapshot.settings.skuId) ?? [] })),
      context.adLimitReached,
      touched,
    );
    // Each rule that ran, with what it says it left alone (an unknown organic rank): the Schedule tab shows it.
    const ran = group.flatMap((sku) => {
      const snapshot = snapshots.find((each) => each.settings.skuId === sku.skuId);
      return (due.get(sku.skuId) ?? []).map(({ rule, note }) => ({
        skuId: sku.skuId,
        rule,
        note: (snapshot && note?.({ snapshot, clock, adLimitReached: context.adLimitReached })) ?? null,
      }));
    });
    const entities = snapshots.reduce(
      (sum, snapshot) => sum + snapshot.keywords.length + snapshot.targets.length,
      0,
    );
    const lastSkuId = coveredUpTo(skus, groups[index + 1]?.[0]);
    const done = reachesEnd && index === groups.length - 1;
    yield { changes, ran, lastSkuId, skus: group.length, entities, done };
  }
  // No SKU due at all: one empty group moves the cursor past them.
  const last = skus.at(-1);
  if (groups.length === 0 && last) {
    yield { changes: [], ran: [], lastSkuId: last.skuId, skus: 0, entities: 0, done: reachesEnd };
  }
}

/**
 * The last SKU id a group covers: up to the next group's first SKU (SKUs between, with no rule due,
 * are done with it), or to the end of the SKUs planned.
 */
function coveredUpTo(skus: { skuId: number }[], next: { skuId: number } | undefined): number {
  const before = next === undefined ? skus : skus.filter((sku) => sku.skuId < next.skuId);
  return before.at(-1)?.skuId ?? 0;
}

/** The whole plan of the profile (or one SKU of it) at `now`, in one call: Preview's and the bench's. */
export async function planFor(
  db: Database,
  env: Env,
  context: ProfileContext,
  now: Date,
  rules: RuleDefinition[],
  onlySkuId?: number,
  rankBudget?: RankBudget,
): Promise<Plan> {
  const changes: ProposedChange[] = [];
  const ran: Plan["ran"] = [];
  for await (const group of planGroups(db, env, context, now, rules, { onlySkuId, rankBudget })) {
    for (const change of group.changes) changes.push(change);
    for (const run of group.ran) ran.push(run);
  }
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
