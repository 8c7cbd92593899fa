/**
 * GET /api/automation/{profileId}/budget-recommendations[?skuId]: the advertised SKUs whose budget
 * binds while they sell at or under target, with a bigger Max budget to consider and an estimate of
 * the sales it would add (issue 29, item 10). Money in the marketplace's currency units.
 */
export type BudgetRecommendation = {
  skuId: number;
  sku: string;
  /** Days of the last `windowDays` complete days a campaign of the SKU ran out of budget. */
  outDays: number;
  windowDays: number;
  /** The median local hour by which it ran out, 0–23. */
  outHour: number;
  acos: number;
  targetAcos: number;
  maxDailyBudget: number;
  suggestedMaxBudget: number;
  /** An estimate: the hours out of budget at the SKU's sales rate before it ran out, a day. */
  estimatedExtraSalesPerDay: number;
  /** "Budget-bound: ran out of budget by 14:00 on 4 of the last 7 days while ACOS 8.9 % over those days is under the 25 % target" */
  reason: string;
  /** "Raise the Max budget from $50.00 to about $80.00: estimated +$120.00 sales a day (…; an estimate)." */
  recommendation: string;
};

export type BudgetRecommendations = { recommendations: BudgetRecommendation[] };
