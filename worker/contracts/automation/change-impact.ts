/**
 * What the changes did (issue 33 item 3): GET /api/automation/{profileId}/impact. Money in the
 * profile's currency (dollars), dates `YYYY-MM-DD` in its marketplace's zone.
 */
import type { AutomationRule } from "./change";

/** Spend, sales and ACOS (%) over a window of days. */
export type ImpactWindow = {
  startDate: string;
  endDate: string;
  /** Calendar days in the window: N before; after, N or fewer when the reports end sooner. */
  days: number;
  spend: number;
  sales: number;
  acos: number | null;
};

/** One rule's changes to one SKU: the SKU's figures in the N days before its first change and from it. */
export type ImpactGroup = {
  rule: AutomationRule | null;
  skuId: number;
  sku: string;
  changes: number;
  /** The day of the group's first change in the filter: the before window ends the day before. */
  changedOn: string;
  before: ImpactWindow;
  /** Null while the day of the change is not reported yet. */
  after: ImpactWindow | null;
};

export type ChangeImpact = {
  days: number;
  currency: string;
  /** The last day with reports; later days are not counted. */
  reportedThrough: string | null;
  groups: ImpactGroup[];
  /** Keywords harvested from search terms: what they have spent and sold since they were added. */
  harvested: { keywords: number; spend: number; sales: number };
  /** Search terms negated: what they spent in the N days before (what negating them saves). */
  negated: { terms: number; spentBefore: number };
};
