import type { AutomationRule, ProposedChange } from "../contracts/automation/change";
import { entityIdOf, targetOf } from "./change-key";
import { lowerSpendOnly } from "./lower-spend-only";
import type { RuleDefinition } from "./rules/rule";
import type { RuleClock, SkuSettings, SkuSnapshot } from "./rules/rule-input";

export type RuleRunKey = `${number}:${AutomationRule}`;
export const ruleRunKey = (skuId: number, rule: AutomationRule): RuleRunKey => `${skuId}:${rule}`;

/** The rules due now for one SKU, in the registry's order: enabled by its settings and due at its frequency. */
export function dueRules(
  rules: RuleDefinition[],
  settings: SkuSettings,
  clock: RuleClock,
  lastRuns: ReadonlyMap<RuleRunKey, Date>,
): RuleDefinition[] {
  return rules.filter(
    (definition) =>
      definition.isEnabled(settings) &&
      definition.isDue(settings, clock, lastRuns.get(ruleRunKey(settings.skuId, definition.rule)) ?? null),
  );
}

export type SkuPlanInput = { snapshot: SkuSnapshot; clock: RuleClock; rules: RuleDefinition[] };

/**
 * Runs each SKU's due rules and keeps what the engine may apply: nothing on a held entity; at the ad
 * limit only changes that lower spend; one change per (entity, field) in a run, the earliest rule's.
 */
export function planChanges(skus: SkuPlanInput[], adLimitReached: boolean): ProposedChange[] {
  const planned: ProposedChange[] = [];
  const touched = new Set<string>();
  for (const { snapshot, clock, rules } of skus) {
    const held = new Set(snapshot.heldEntityIds);
    for (const definition of rules) {
      let proposed = definition.propose({ snapshot, clock, adLimitReached });
      if (adLimitReached) proposed = lowerSpendOnly(proposed);
      for (const change of proposed) {
        const entityId = entityIdOf(change);
        if (entityId !== null && held.has(entityId)) continue;
        const target = targetOf(change, change.campaignId);
        if (touched.has(target)) continue;
        touched.add(target);
        planned.push(change);
      }
    }
  }
  return planned;
}
