/**
 * A change the automation proposes, plans, applies and logs (issue 16). One shape for the rules,
 * the stored plan, the change log and the API. Money in integer cents inside the Worker; the API
 * answers dollars (ChangeRow).
 */

export const AUTOMATION_RULES = [
  "BID_OPTIMIZATION",
  "NEGATIVE_OPTIMIZATION",
  "SEARCH_TERM_EXPANSION",
  "TARGET_BID_EXPANSION",
  "DAY_PARTING",
  "SEASONALITY",
  "SEASONAL_BUDGET",
  "BUDGET_SPLIT",
  "KEYWORD_BOOST",
  "ORGANIC_SEARCH",
  "INVENTORY",
  "BID_LIMITS",
] as const;
export type AutomationRule = (typeof AUTOMATION_RULES)[number];

export const CHANGE_STATUSES = ["PLANNED", "APPLIED", "FAILED", "UNDONE"] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

export type ChangeEntityType =
  | "CAMPAIGN"
  | "PRODUCT_AD"
  | "KEYWORD"
  | "TARGET"
  | "NEGATIVE_KEYWORD"
  | "NEGATIVE_TARGET";

/** What to do on Amazon. `from` is what the mirror held when the rule ran: undo and stale checks compare it. */
export type ChangeAction =
  | {
      kind: "SET_BID";
      entityType: "KEYWORD" | "TARGET";
      entityId: string;
      fromCents: number;
      toCents: number;
    }
  | {
      kind: "SET_STATE";
      entityType: "CAMPAIGN" | "PRODUCT_AD" | "KEYWORD" | "TARGET";
      entityId: string;
      from: "ENABLED" | "PAUSED";
      to: "ENABLED" | "PAUSED";
    }
  | { kind: "SET_BUDGET"; entityType: "CAMPAIGN"; entityId: string; fromCents: number; toCents: number }
  | {
      kind: "ADD_KEYWORD";
      entityType: "KEYWORD";
      adGroupId: string;
      keywordText: string;
      matchType: "EXACT" | "PHRASE" | "BROAD";
      bidCents: number;
    }
  | { kind: "ADD_TARGET"; entityType: "TARGET"; adGroupId: string; asin: string; bidCents: number }
  /** Negative keyword in the ad group (or the campaign when adGroupId is null); exact unless matchType says phrase. */
  | {
      kind: "ADD_NEGATIVE_KEYWORD";
      entityType: "NEGATIVE_KEYWORD";
      adGroupId: string | null;
      keywordText: string;
      matchType?: "NEGATIVE_EXACT" | "NEGATIVE_PHRASE";
    }
  | { kind: "ADD_NEGATIVE_TARGET"; entityType: "NEGATIVE_TARGET"; adGroupId: string | null; asin: string }
  /** Only an undo makes it: archives what an addition created; adGroupId null = a campaign-level negative. */
  | { kind: "ARCHIVE"; entityType: ChangeEntityType; entityId: string; adGroupId: string | null };

/** A rule's output: an action on one of the SKU's campaigns, with the sentence that explains it. */
export type ProposedChange = ChangeAction & {
  rule: AutomationRule;
  skuId: number;
  campaignId: string;
  /** Carries its numbers: "ACOS 41 % over 14 days against a 25 % target; bid $0.92 → $0.78". */
  reason: string;
};

/** A change as the log keeps it (the stored plan row once planned). */
export type ChangeRecord = ProposedChange & {
  id: number;
  profileId: number;
  /** The job run that planned it: `<UTC hour ISO>` or `undo:<changeId>`. */
  runKey: string;
  status: ChangeStatus;
  /** Amazon's id of what the change created, once applied. */
  createdEntityId: string | null;
  /** Amazon's message when it refused the change. */
  error: string | null;
  plannedAt: Date;
  appliedAt: Date | null;
};
