/**
 * Seasonality off (spec 001 §3 "Turn ads off at time of year"): from the From date to the To date,
 * both included, in the SKU's zone, the campaigns Skupilot manages for the SKU (built or migrated)
 * are paused — in a campaign shared with other SKUs only this SKU's product ad; from the day after,
 * what this rule paused is resumed (scheduled-entities.ts).
 */
import { isInDayPartingWindow, isInOffSeason } from "./ads-off";
import type { RuleDefinition } from "./rule";
import type { RuleInput } from "./rule-input";
import { everyRun } from "./schedule";
import { switchScheduled } from "./schedule-switch";

export function proposeSeasonality({ snapshot, clock }: RuleInput) {
  const { seasonality } = snapshot.settings;
  const setting = seasonality?.turnAdsOffAtTimeOfYear;
  const season = `${setting?.from} to ${setting?.to}`;
  return switchScheduled({
    rule: "SEASONALITY",
    snapshot,
    wantsOff: isInOffSeason(seasonality, clock),
    mayResume: !isInDayPartingWindow(seasonality, clock),
    offSince: setting?.from ?? clock.today,
    offReason: `Ads off from ${season}, today ${clock.today}`,
    onReason: setting?.isActivated
      ? `Ads-off season ${season} is over (today ${clock.today})`
      : "Ads off at time of year switched off",
    label: "seasonality",
  });
}

export const seasonality: RuleDefinition = {
  rule: "SEASONALITY",
  isEnabled: (settings) => settings.seasonality?.turnAdsOffAtTimeOfYear.isActivated === true,
  isDue: everyRun,
  restoresWhenOff: true,
  propose: proposeSeasonality,
};
