/** Figures of targets and search terms: the report shape with spend named `cost` (spec 001 §3). Pure. */

import { centsToDollars, type Figures, ratiosOf } from "../metrics";
import type { TargetReport } from "./campaign-detail";

export const targetReportOf = (f: Figures): TargetReport => ({
  impressions: f.impressions,
  clicks: f.clicks,
  cost: centsToDollars(f.spendCents),
  sales: centsToDollars(f.salesCents),
  unitsSoldClicks: f.units,
  ...ratiosOf(f),
});
