const DAY_MS = 86_400_000;

/** Whole days left until `endsAt` (a part-day counts as a day); 0 once it has passed. */
export const trialDaysLeft = (endsAt: string, now: Date) =>
  Math.max(0, Math.ceil((Date.parse(endsAt) - now.getTime()) / DAY_MS));

/** '14 days left in your free trial', '1 day left …' */
export const trialDaysText = (days: number) =>
  `${days === 1 ? "1 day" : `${days} days`} left in your free trial`;
