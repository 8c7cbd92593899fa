/**
 * Day parting (spec 001 §3 "Turn ads off at time of day"): inside the window, in the SKU's zone, the
 * SKU's own campaigns are paused; after it, those this rule paused are resumed. The seller's other
 * campaigns advertising the SKU are left alone: they may carry other products too.
 */
import type { Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import { isInDayPartingWindow, isInOffSeason } from "./ads-off";
import { ownCampaigns, pauseOrResume } from "./pause-resume";
import { hourText } from "./reason-text";
import type { RuleDefinition } from "./rule";
import type { RuleClock, RuleInput } from "./rule-input";
import { everyRun } from "./schedule";

function windowText(seasonality: Seasonality | null, timezone: string) {
  const setting = seasonality?.turnAdsOffAtTimeOfDay;
  return `${setting?.day} ${setting?.from}–${setting?.to} (${timezone})`;
}
const nowText = (clock: RuleClock) => `it is ${clock.weekday} ${hourText(clock.hour)}`;

export function proposeDayParting({ snapshot, clock }: RuleInput) {
  const { seasonality, timezone } = snapshot.settings;
  const window = windowText(seasonality, timezone);
  const resumeReason = seasonality?.turnAdsOffAtTimeOfDay.isActivated
    ? `Day parting window ${window} is over, ${nowText(clock)}; campaign resumed (day parting paused it)`
    : "Day parting switched off; campaign resumed (day parting paused it)";
  return pauseOrResume({
    rule: "DAY_PARTING",
    entityType: "CAMPAIGN",
    entities: ownCampaigns(snapshot),
    snapshot,
    wantsOff: isInDayPartingWindow(seasonality, clock),
    mayResume: !isInOffSeason(seasonality, clock),
    offSince: clock.today,
    pauseReason: `Day parting: ads off ${window}, ${nowText(clock)}; campaign paused`,
    resumeReason,
  });
}

export const dayParting: RuleDefinition = {
  rule: "DAY_PARTING",
  isEnabled: (settings) => settings.seasonality?.turnAdsOffAtTimeOfDay.isActivated === true,
  isDue: everyRun,
  restoresWhenOff: true,
  propose: proposeDayParting,
};
