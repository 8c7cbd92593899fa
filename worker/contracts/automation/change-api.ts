/**
 * Wire shapes of the automation's API (issue 16). Money in dollars, times ISO 8601 (UTC), dates
 * `YYYY-MM-DD` in the profile's marketplace time zone.
 */
import type { AutomationRule, ChangeEntityType, ChangeStatus } from "./change";
import type { ChangeActor } from "./change-author";

/** What changed: a bid or budget in dollars, a state, or the text/ASIN of what was added. */
export type ChangeField =
  | "bid"
  | "state"
  | "budget"
  | "keyword"
  | "target"
  | "negativeKeyword"
  | "negativeTarget";
export type ChangeValue = number | string | null;

/** One line of the History: GET /api/automation/{profileId}/changes. */
export type ChangeRow = {
  id: number;
  time: string;
  skuId: number;
  sku: string;
  campaignId: string;
  campaignName: string | null;
  entityType: ChangeEntityType;
  entityId: string | null;
  /** What a seller recognises: the keyword and match type, the ASIN, the campaign's name. */
  entityLabel: string;
  field: ChangeField;
  from: ChangeValue;
  to: ChangeValue;
  /** The rule that made it; null for a seller's or a widget's own edit. */
  rule: AutomationRule | null;
  reason: string;
  /** Who made it: the automation, the seller, or an assistant widget. */
  who: ChangeActor;
  /** The member who made or clicked it; null for the automation's (and once their user is deleted). */
  actorUserId: string | null;
  /** Who, as a seller reads it: "Automation", the member's name, "Assistant (by <name>)". */
  actorName: string;
  /** Shared by the changes made at once (a widget switching several keywords); null for a lone one. */
  batchId: string | null;
  status: ChangeStatus;
  /** Amazon's message for a FAILED change; why not, for a change that can no longer be undone. */
  error: string | null;
  undoable: boolean;
};

/** GET /api/automation/{profileId}/changes?skuId&campaignId&rule&who&memberId&from&to&cursor&limit */
export type ChangePage = { changes: ChangeRow[]; nextCursor: string | null };

/** One change the next run would make (GET /api/automation/{profileId}/preview?skuId): nothing is applied. */
export type PreviewRow = Omit<
  ChangeRow,
  "id" | "time" | "status" | "error" | "undoable" | "who" | "actorUserId" | "actorName" | "batchId" | "rule"
> & { rule: AutomationRule };
/**
 * What a rule waits for or cannot do, without changing anything: "Collecting data: 3 of 20 clicks"
 * on a keyword, harvesting with nowhere to go (action ADVERTISE: the SKU page offers Advertise).
 */
export type PreviewNote = {
  rule: AutomationRule;
  text: string;
  /** The keyword or target it is about ("dog bed (exact)"), null for the SKU as a whole. */
  entityLabel: string | null;
  action: "ADVERTISE" | null;
};
export type PreviewPage = { changes: PreviewRow[]; notes: PreviewNote[]; at: string };

/** Each rule's schedule for a SKU: GET /api/automation/{profileId}/status?skuId */
export type RuleSchedule = {
  rule: AutomationRule;
  enabled: boolean;
  lastRunAt: string | null;
  /**
   * What the last run left alone and why, when it had something to say (issue 29 item 3): "Boost of
   * “dog bed” held on day 3 of 5: organic rank unknown (the rank provider failed (HTTP 503)); bid
   * stays $1.20". Null otherwise.
   */
  lastRunNote: string | null;
  nextRunAt: string | null;
  changesLast7Days: number;
};
/**
 * Without skuId, the profile's: a rule is enabled when any SKU has it on, its last run is the latest
 * and its next run the soonest over those SKUs, its changes counted over all of them.
 */
export type AutomationStatus = {
  rules: RuleSchedule[];
  lastRunAt: string | null;
  nextRunAt: string | null;
  /** When the seller may ask for a run now again (POST …/run); null: now. */
  runNowAvailableAt: string | null;
  /** A run the queue gave up on after its retries, since the last run that finished; null: none. */
  lastFailedAt: string | null;
};

/** POST /api/automation/{profileId}/run (HTTP 202): the run is queued. */
export type RunNowResult = { queuedAt: string; runNowAvailableAt: string };
