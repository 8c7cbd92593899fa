/**
 * Day parting (spec 001 §3 "Turn ads off at time of day"): inside any of its windows (several a
 * week since issue 33), in the SKU's zone, the campaigns Skupilot manages for the SKU (built or
 * migrated) are paused — in a campaign shared with other SKUs only this SKU's product ad; after it,
 * what this rule paused is resumed. Each reason names the window that applies. The seller's
 * campaigns never migrated are left alone (scheduled-entities.ts).
 */
import type { Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import {
  activeWindows,
  adsOffWindowAt,
  lastEndedWindow,
  windowText,
} from "../../contracts/advertised-skus/settings/day-parting-window";
import { isInOffSeason } from "./ads-off";
import { hourText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { RuleClock, RuleInput } from "./rule-input";
import { everyRun } from "./schedule";
import { switchScheduled } from "./schedule-switch";

const nowText = (clock: RuleClock) => `it is ${clock.weekday} ${hourText(clock.hour)}`;

/** Why the ads come back: the window that ended last, or the setting switched off. */
function onReason(seasonality: Seasonality | null, clock: RuleClock, timezone: string) {
  const ended = lastEndedWindow(activeWindows(seasonality), clock.weekday, clock.hour);
  if (!seasonality?.turnAdsOffAtTimeOfDay.isActivated || !ended) return "Day parting switched off";
  return `Day parting window ${windowText(ended)} (${timezone}) is over, ${nowText(clock)}`;
}

export function proposeDayParting({ snapshot, clock }: RuleInput) {
  const { seasonality, timezone } = snapshot.settings;
  const window = adsOffWindowAt(seasonality, clock.weekday, clock.hour);
  return switchScheduled({
    rule: "DAY_PARTING",
    snapshot,
    wantsOff: window !== undefined,
    mayResume: !isInOffSeason(seasonality, clock),
    offSince: clock.today,
    offReason: window ? `Day parting: ads off ${windowText(window)} (${timezone}), ${nowText(clock)}` : "",
    onReason: onReason(seasonality, clock, timezone),
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
