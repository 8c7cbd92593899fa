/** Adds calendar months to a unix time, keeping the day of month where it exists (Jan 31 → Feb 28). */
export function addMonths(unix: number, months: number) {
  const date = new Date(unix * 1000);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return Math.floor(date.getTime() / 1000);
}
