import type { AutomationRule, ProposedChange } from "../contracts/automation/change";
import { entityIdOf, targetOf } from "./change-key";
import { bidLimitsOf, keepInsideBidLimits } from "./rules/bid-limits";
import type { RuleDefinition } from "./rules/rule";
import type { RuleClock, SkuSettings, SkuSnapshot } from "./rules/rule-input";
import { onlyLowerSpend } from "./rules/spend-guard";

export type RuleRunKey = `${number}:${AutomationRule}`;
export const ruleRunKey = (skuId: number, rule: AutomationRule): RuleRunKey => `${skuId}:${rule}`;

/**
 * The rules due now for one SKU, in the registry's order: enabled by its settings and due at its
 * frequency, or switched off but restoring what they changed (day parting, seasonality), at every run.
 */
export function dueRules(
  rules: RuleDefinition[],
  settings: SkuSettings,
  clock: RuleClock,
  lastRuns: ReadonlyMap<RuleRunKey, Date>,
): RuleDefinition[] {
  return rules.filter((definition) => {
    if (!definition.isEnabled(settings)) return definition.restoresWhenOff === true;
    const lastRunAt = lastRuns.get(ruleRunKey(settings.skuId, definition.rule)) ?? null;
    return definition.isDue(settings, clock, lastRunAt);
  });
}

export type SkuPlanInput = { snapshot: SkuSnapshot; clock: RuleClock; rules: RuleDefinition[] };

/**
 * Runs each SKU's due rules and keeps what the engine may apply: nothing on a held entity; at the ad
 * limit only changes that lower spend; every bid inside the SKU's [Min Bid, Max Bid] (a boosted
 * keyword's: [Min Bid, its boost's max bid]), whichever rule set it (rules/bid-limits.ts); one change
 * per (entity, field) in a run, the earliest rule's (`touched`: the targets planned so far, shared by
 * the calls of one run).
 */
export function planChanges(
  skus: SkuPlanInput[],
  adLimitReached: boolean,
  touched = new Set<string>(),
): ProposedChange[] {
  const planned: ProposedChange[] = [];
  for (const { snapshot, clock, rules } of skus) {
    const held = new Set(snapshot.heldEntityIds);
    const limitsOf = bidLimitsOf(snapshot);
    const skuLimits = limitsOf("");
    for (const definition of rules) {
      const inside = definition
        .propose({ snapshot, clock, adLimitReached })
        .flatMap((change) => keepInsideBidLimits(change, limitsOf, skuLimits) ?? []);
      const proposed = adLimitReached ? onlyLowerSpend(inside) : inside;
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
