/** The SKU page's Budget split card (issue 29): which campaigns share the SKU's Max budget. Money in dollars. */

/** One of the campaigns Skupilot built for the SKU: it shares the Max budget. */
export type BudgetSplitCampaign = {
  campaignId: string;
  name: string;
  role: "AUTO" | "KEYWORD" | "PRODUCT" | "BRAND" | "COMPETITOR";
  state: string;
  budget: number;
  /** The seller set this budget on the campaign: it stays its share, the others split the rest. */
  kept: boolean;
};

/** A migrated campaign of the SKU: it keeps its own budget, outside the split. */
export type OwnBudgetCampaign = { campaignId: string; name: string; state: string; budget: number };

export type BudgetSplitView = {
  maxDailyBudget: number;
  /** What the campaigns may hold together today: the Max budget, raised while a seasonal budget runs. */
  cap: number;
  /** "Max budget $50.00, raised to $60.00 for the season 2026-12-01 to 2026-12-24" while one runs. */
  seasonNote: string | null;
  /** The daily budgets of the campaigns in the split, added up. */
  total: number;
  campaigns: BudgetSplitCampaign[];
  ownBudgets: OwnBudgetCampaign[];
};
