/**
 * The competition an own ad meets on one query in one hour: the listed competitors (today's
 * scores, high to low), and below them a long tail of smaller bidders whose scores fall
 * geometrically until they drop under the reserve. The tail fills slots the listed competitors
 * leave empty, so the last own winner pays against a real runner-up rather than its own bid.
 */

/** The long tail of bidders starts at about this share of the query's competitor bid median… */
export const TAIL_BID_SHARE = 0.4;
/** …and each next tail bidder scores this much of the one above. */
export const TAIL_DECAY = 0.85;
const MAX_TAIL = 24;

export interface CompetitorField {
  /** Listed competitor scores (bid × quality), high to low, before `scale`. */
  listed: readonly number[];
  /** The first tail score, before `scale`; at most the lowest listed score. */
  tailTop: number;
  /** This hour's multiplier on every competitor score (bid swing, reaction to the seller). */
  scale: number;
  reserve: number;
}

export function competitorField(
  listed: readonly number[],
  competitorBidMedian: number,
  scale: number,
  reserve: number,
): CompetitorField {
  const lowest = listed[listed.length - 1];
  const tailTop = competitorBidMedian * TAIL_BID_SHARE;
  return {
    listed,
    tailTop: lowest === undefined ? tailTop : Math.min(tailTop, lowest * TAIL_DECAY),
    scale,
    reserve,
  };
}

/** The competitor score at a rank (0 = best) this hour, or -1 when none is left above the reserve. */
export function competitorScoreAt(field: CompetitorField, index: number): number {
  const { listed } = field;
  const tailIndex = index - listed.length;
  if (tailIndex >= MAX_TAIL) return -1;
  const base = tailIndex < 0 ? (listed[index] ?? -1) : field.tailTop * TAIL_DECAY ** tailIndex;
  const score = base * field.scale;
  return score >= field.reserve ? score : -1;
}
