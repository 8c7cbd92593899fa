/**
 * How far one run moves a bid toward its target: at most STEP_CAP of the bid (but always at least
 * MIN_STEP_CENTS, or a 2-cent bid could never move), never outside [min, max], and not at all when
 * the move would be smaller than the deadband (noise, and a change log full of cents).
 */

/** At most ±20 % a run: a wrong estimate costs little before the next day's figures correct it. */
export const STEP_CAP = 0.2;
/** No change under 5 % of the bid… */
export const DEADBAND = 0.05;
/** …or under 2 cents. Also the smallest step, so the cap never forbids the smallest allowed move. */
export const MIN_STEP_CENTS = 2;

export type BidBounds = { minCents: number; maxCents: number };

const clamp = (value: number, { minCents, maxCents }: BidBounds) =>
  Math.min(maxCents, Math.max(minCents, value));

/** The largest move one run allows from `bidCents`, either way. */
export const maxStepCents = (bidCents: number) => Math.max(Math.floor(bidCents * STEP_CAP), MIN_STEP_CENTS);

/** The smallest move worth making from `bidCents`. */
export const deadbandCents = (bidCents: number) => Math.max(bidCents * DEADBAND, MIN_STEP_CENTS);

/**
 * The bid this run sets on the way from `bidCents` to `targetCents`, or null to leave it. A bid
 * already outside [min, max] is brought inside whatever the step.
 */
export function nextBid(bidCents: number, targetCents: number, bounds: BidBounds): number | null {
  const inBounds = clamp(bidCents, bounds);
  if (inBounds !== bidCents) return inBounds;
  const step = maxStepCents(bidCents);
  const stepped = Math.min(bidCents + step, Math.max(bidCents - step, Math.round(targetCents)));
  const next = clamp(stepped, bounds);
  return Math.abs(next - bidCents) < deadbandCents(bidCents) ? null : next;
}
