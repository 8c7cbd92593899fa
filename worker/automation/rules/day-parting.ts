/**
 * Day parting (spec 001 §3 "Turn ads off at time of day"): inside the window, in the SKU's zone, the
 * campaigns Skupilot manages for the SKU (built or migrated) are paused — in a campaign shared with
 * other SKUs only this SKU's product ad; after it, what this rule paused is resumed. The seller's
 * campaigns never migrated are left alone (scheduled-entities.ts).
 */
import type { Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import { isInDayPartingWindow, isInOffSeason } from "./ads-off";
import { hourText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { RuleClock, RuleInput } from "./rule-input";
import { everyRun } from "./schedule";
import { switchScheduled } from "./schedule-switch";

function windowText(seasonality: Seasonality | null, timezone: string) {
  const setting = seasonality?.turnAdsOffAtTimeOfDay;
  return `${setting?.day} ${setting?.from}–${setting?.to} (${timezone})`;
}
const nowText = (clock: RuleClock) => `it is ${clock.weekday} ${hourText(clock.hour)}`;

export function proposeDayParting({ snapshot, clock }: RuleInput) {
  const { seasonality, timezone } = snapshot.settings;
  const window = windowText(seasonality, timezone);
  return switchScheduled({
    rule: "DAY_PARTING",
    snapshot,
    wantsOff: isInDayPartingWindow(seasonality, clock),
    mayResume: !isInOffSeason(seasonality, clock),
    offSince: clock.today,
    offReason: `Day parting: ads off ${window}, ${nowText(clock)}`,
    onReason: seasonality?.turnAdsOffAtTimeOfDay.isActivated
      ? `Day parting window ${window} is over, ${nowText(clock)}`
      : "Day parting switched off",
    label: "day parting",
  });
}

export const dayParting: RuleDefinition = {
  rule: "DAY_PARTING",
  isEnabled: (settings) => settings.seasonality?.turnAdsOffAtTimeOfDay.isActivated === true,
  isDue: everyRun,
  restoresWhenOff: true,
  propose: proposeDayParting,
};
