import { ruleClockAt } from "../clock/zone-clock";
import type { RuleDefinition } from "./rules/rule";
import type { SkuSettings } from "./rules/rule-input";

const HOUR_MS = 3_600_000;
/** A quarterly rule is due within about 92 days of its last run; look a little further. */
const HORIZON_HOURS = 100 * 24;

/** The top of the hour after `now`: when the hourly cron next runs the job. */
export const nextTopOfHour = (now: Date) => new Date((Math.floor(now.getTime() / HOUR_MS) + 1) * HOUR_MS);

/**
 * When the hourly job will next run the rule for the SKU: the first top of the hour after `now` at
 * which the rule's own isDue says yes, in the SKU's zone (the same test the job makes); null when
 * none comes within 100 days.
 */
export function nextRunAt(
  definition: RuleDefinition,
  settings: SkuSettings,
  lastRunAt: Date | null,
  now: Date,
): Date | null {
  let at = nextTopOfHour(now).getTime();
  for (let hour = 0; hour < HORIZON_HOURS; hour++, at += HOUR_MS) {
    const moment = new Date(at);
    if (definition.isDue(settings, ruleClockAt(moment, settings.timezone), lastRunAt)) return moment;
  }
  return null;
}
