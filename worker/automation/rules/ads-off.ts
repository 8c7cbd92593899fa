/**
 * The two "turn ads off" settings of Day Parting & Seasonality (spec 001 §3, §5), read at a rule
 * clock in the SKU's zone. Day parting: on its weekday from the From hour (included) to the To hour
 * (excluded); "24:00" is the day's end. Time of year: from the From date to the To date, both
 * included. Each pausing rule asks whether the other still wants the campaigns off before it
 * resumes them, so the two never hand a campaign back and forth.
 */
import type { Seasonality } from "../../contracts/advertised-skus/advertised-sku";
import { isAdsOffHour } from "../../contracts/advertised-skus/settings/day-parting-window";
import type { RuleClock } from "./rule-input";

export const isInDayPartingWindow = (seasonality: Seasonality | null, clock: RuleClock) =>
  isAdsOffHour(seasonality, clock.weekday, clock.hour);

/** `today` lies between `from` and `to` (`YYYY-MM-DD`), both included. */
export const isBetweenDates = (today: string, from?: string | null, to?: string | null) =>
  Boolean(from && to && from <= today && today <= to);

export function isInOffSeason(seasonality: Seasonality | null, clock: RuleClock): boolean {
  const setting = seasonality?.turnAdsOffAtTimeOfYear;
  return Boolean(setting?.isActivated && isBetweenDates(clock.today, setting.from, setting.to));
}
