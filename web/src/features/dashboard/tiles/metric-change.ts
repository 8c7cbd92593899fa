/**
 * A dashboard tile's change against the previous period, as a seller reads it (issue 33): rates move
 * in percentage points ('+6.5 pts', not '+6.50 %'), money in the answer's currency, and the colour
 * says whether the move is good or bad for the seller, not merely which way it went. Pure.
 */
import { formatAmount } from "@contracts/money";

/** How a figure's change reads: an amount, a count, a multiple (ROAS) or a rate in points. */
export type ChangeKind = "money" | "count" | "multiple" | "points";

/** Which way is good for the seller; 'neither' where a rise is no verdict on its own (spend). */
export type BetterWhen = "up" | "down" | "neither";

export type ChangeTone = "good" | "bad" | "neutral";

export type MetricChange = { text: string; direction: "up" | "down"; tone: ChangeTone };

const points = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 2 });
const multiple = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const count = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

function magnitude(size: number, kind: ChangeKind, currency: string) {
  switch (kind) {
    case "money":
      return formatAmount(size, currency);
    case "count":
      return count.format(size);
    case "multiple":
      return `${multiple.format(size)}X`;
    case "points":
      return `${points.format(size)} pts`;
  }
}

export function toneOf(direction: "up" | "down", better: BetterWhen): ChangeTone {
  if (better === "neither") return "neutral";
  return direction === better ? "good" : "bad";
}

/** '+6.5 pts', '-$12.30', '+3', '+0.25X'; null when there is no change or nothing to compare with. */
export function metricChange(
  diff: number | null | undefined,
  kind: ChangeKind,
  better: BetterWhen,
  currency: string,
): MetricChange | null {
  if (diff === null || diff === undefined || !Number.isFinite(diff) || diff === 0) return null;
  const direction = diff > 0 ? "up" : "down";
  const text = `${diff > 0 ? "+" : "-"}${magnitude(Math.abs(diff), kind, currency)}`;
  return { text, direction, tone: toneOf(direction, better) };
}
