/**
 * How much planning one queue invocation does before it stores what it has and queues the rest. A SKU
 * of 2,000 keywords and targets with 30 days of figures costs ~0.7 s of workerd CPU to read and plan
 * locally (bench:automation, local D1's SQLite included), so 16,000 entities keep an invocation near
 * 6–8 s of the 30 s a queue consumer has by default. `skus` bounds the D1 reads (two SKUs a read, 14
 * statements each: ≤ 350 of the 1,000 an invocation may make) for profiles of many small SKUs;
 * `wallMs` is a safety for a slow D1 or Amazon (a Worker's clock moves on I/O, so it is checked
 * between reads).
 */
export type PlanBudget = { skus: number; entities: number; wallMs: number };

export const PLAN_BUDGET: PlanBudget = { skus: 50, entities: 16_000, wallMs: 60_000 };

/**
 * One message's share when `messages` automation jobs run in one queue invocation (the consumer takes
 * up to 4 a batch, sharing its CPU): each plans a 1/n part of the budget.
 */
export function budgetShare(budget: PlanBudget, messages: number): PlanBudget {
  const n = Math.max(1, messages);
  return {
    skus: Math.max(1, Math.floor(budget.skus / n)),
    entities: Math.max(1, Math.floor(budget.entities / n)),
    wallMs: budget.wallMs / n,
  };
}

/** What an invocation's planning has used so far. */
export type PlanUsage = { skus: number; entities: number; startedMs: number };

/** Whether the invocation may read and plan another group after what it has used (checked after each group). */
export const budgetLeft = (budget: PlanBudget, used: PlanUsage, nowMs: number) =>
  used.skus < budget.skus && used.entities < budget.entities && nowMs - used.startedMs < budget.wallMs;

/** The SKUs an invocation may still plan, in id order: those after the stored cursor, at most the budget's count. */
export function skusToPlan<T extends { skuId: number }>(
  skus: T[],
  afterSkuId: number | null,
  maxSkus: number,
): T[] {
  return skus
    .filter((sku) => afterSkuId === null || sku.skuId > afterSkuId)
    .sort((a, b) => a.skuId - b.skuId)
    .slice(0, Math.max(1, maxSkus));
}

/**
 * Where an invocation starts: after the stored cursor's SKU when the cursor is this run's, else at
 * the first SKU (a new hour, or a Run now, plans afresh; a half-planned older hour is left as stored).
 */
export const cursorFor = (
  runKey: string,
  stored: { planRunKey: string | null; planAfterSkuId: number | null },
) => (stored.planRunKey === runKey ? stored.planAfterSkuId : null);

/** The (entity, field) part of a stored change key (`rule:kind:target`): what a later invocation of the run may not touch again. */
export function targetOfChangeKey(changeKey: string): string {
  const afterRule = changeKey.indexOf(":");
  const afterKind = changeKey.indexOf(":", afterRule + 1);
  return changeKey.slice(afterKind + 1);
}
