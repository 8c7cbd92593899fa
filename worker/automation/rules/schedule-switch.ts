/**
 * Day parting's and seasonality's one move: while the setting wants the ads off, pause every
 * campaign the schedule switches (scheduled-entities.ts), or this SKU's product ad in a campaign
 * shared with other SKUs; after, resume only what the rule paused. A product ad is not resumed while
 * the product is out of stock (the inventory rule keeps it off).
 */
import type { AutomationRule, ProposedChange } from "../../contracts/automation/change";
import { pauseOrResume } from "./pause-resume";
import type { SkuSnapshot } from "./rule-input";
import { scheduledEntities } from "./scheduled-entities";

export const SHARED_AD_NOTE = "the campaign also advertises other products, which keep running";

export type ScheduleSwitchInput = {
  rule: AutomationRule;
  snapshot: SkuSnapshot;
  wantsOff: boolean;
  mayResume: boolean;
  offSince: string;
  /** Why the ads are off now, like "Day parting: ads off MON 01:00–06:00 (…), it is MON 01:00". */
  offReason: string;
  /** Why they come back, like "Day parting window … is over, it is MON 06:00". */
  onReason: string;
  /** The rule's name in "(day parting paused it)". */
  label: string;
};

export function switchScheduled(input: ScheduleSwitchInput): ProposedChange[] {
  const { rule, snapshot, wantsOff, mayResume, offSince, offReason, onReason, label } = input;
  const { campaigns, productAds } = scheduledEntities(snapshot);
  return [
    ...pauseOrResume({
      rule,
      entityType: "CAMPAIGN",
      entities: campaigns,
      snapshot,
      wantsOff,
      mayResume,
      offSince,
      pauseReason: `${offReason}; campaign paused`,
      resumeReason: `${onReason}; campaign resumed (${label} paused it)`,
    }),
    ...pauseOrResume({
      rule,
      entityType: "PRODUCT_AD",
      entities: productAds,
      snapshot,
      wantsOff,
      mayResume: mayResume && snapshot.availability !== "OUT_OF_STOCK",
      offSince,
      pauseReason: `${offReason}; product ad paused (${SHARED_AD_NOTE})`,
      resumeReason: `${onReason}; product ad resumed (${label} paused it)`,
    }),
  ];
}
