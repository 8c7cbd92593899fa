import type { Comparison } from "@contracts/statistics/dashboard";
import { format, parseISO } from "date-fns";

/** What the tiles' changes are measured against, named from the period the API compared: 'vs previous 7 days'. */
export const comparisonLabel = ({ days }: Comparison) =>
  days === 1 ? "vs previous day" : `vs previous ${days} days`;

/** The previous period's dates, where the profiles share one zone: '24 Nov – 30 Nov, 2026'. */
export function comparisonDates({ previous }: Comparison): string | null {
  if (!previous) return null;
  const start = parseISO(previous.startDate);
  const end = parseISO(previous.endDate);
  const startPattern = start.getFullYear() === end.getFullYear() ? "dd MMM" : "dd MMM, yyyy";
  return `${format(start, startPattern)} – ${format(end, "dd MMM, yyyy")}`;
}
