/**
 * Seasonality off (spec 001 §3 "Turn ads off at time of year"): from the From date to the To date,
 * both included, in the SKU's zone, the SKU's own campaigns are paused; from the day after, those
 * this rule paused are resumed.
 */
import { isInDayPartingWindow, isInOffSeason } from "./ads-off";
import { ownCampaigns, pauseOrResume } from "./pause-resume";
import type { RuleDefinition } from "./rule";
import type { RuleInput } from "./rule-input";
import { everyRun } from "./schedule";

export function proposeSeasonality({ snapshot, clock }: RuleInput) {
  const { seasonality } = snapshot.settings;
  const setting = seasonality?.turnAdsOffAtTimeOfYear;
  const season = `${setting?.from} to ${setting?.to}`;
  const resumeReason = setting?.isActivated
    ? `Ads-off season ${season} is over (today ${clock.today}); campaign resumed (seasonality paused it)`
    : "Ads off at time of year switched off; campaign resumed (seasonality paused it)";
  return pauseOrResume({
    rule: "SEASONALITY",
    entityType: "CAMPAIGN",
    entities: ownCampaigns(snapshot),
    snapshot,
    wantsOff: isInOffSeason(seasonality, clock),
    mayResume: !isInDayPartingWindow(seasonality, clock),
    offSince: setting?.from ?? clock.today,
    pauseReason: `Ads off from ${season}, today ${clock.today}; campaign paused`,
    resumeReason,
  });
}

export const seasonality: RuleDefinition = {
  rule: "SEASONALITY",
  isEnabled: (settings) => settings.seasonality?.turnAdsOffAtTimeOfYear.isActivated === true,
  isDue: everyRun,
  restoresWhenOff: true,
  propose: proposeSeasonality,
};
