/**
 * Conversion (and click) rates that wander: each (product, query) pair's truth is multiplied by
 * exp(x), where x follows a mean-reverting walk by local day, x(t) = (1 − r)·x(t − 1) + σ·ε(t), with
 * ε(t) a standard normal drawn from the seed, the pair and the day. x(t) is summed directly from the
 * recent shocks rather than carried from day to day, so it is the same whichever day a run starts on
 * and however `advance` calls are split.
 */
import { normalQuantile } from "../core/draws";
import { mixInts } from "../core/rng";
import type { DriftSpec } from "../scenario";

/** Shocks older than this weigh less than a hundredth of a fresh one and are left out. */
const NEGLIGIBLE_WEIGHT = 0.01;
const MAX_TERMS = 240;
/** Drifted rates stay probabilities a binomial draw can use. */
const MAX_RATE = 0.9;

export const CVR_STREAM = 0xc5f2;
export const CTR_STREAM = 0xc7a1;

/** How many daily shocks the walk sums for a day-to-day persistence (1 − meanReversion). */
export function walkTerms(meanReversion: number): number {
  const persistence = 1 - meanReversion;
  if (persistence <= 0) return 1;
  return Math.min(MAX_TERMS, Math.ceil(Math.log(NEGLIGIBLE_WEIGHT) / Math.log(persistence)) + 1);
}

/** The walk's log multiplier of a pair on a day (days since the epoch): 0 when sigma is 0. */
export function driftLog(
  seedInt: number,
  stream: number,
  productIndex: number,
  q: number,
  dayNumber: number,
  sigma: number,
  meanReversion: number,
): number {
  if (sigma === 0) return 0;
  const persistence = 1 - meanReversion;
  let x = 0;
  let weight = 1;
  for (let k = 0, terms = walkTerms(meanReversion); k < terms; k++) {
    const u = (mixInts(seedInt, stream, productIndex, q, dayNumber - k) + 0.5) / 4_294_967_296;
    x += weight * normalQuantile(u);
    weight *= persistence;
  }
  return sigma * x;
}

/** One local day's drifted rates, computed for a pair the first time the simulation reads it. */
export class DayDrift {
  #cvr: Float64Array | undefined;
  #ctr: Float64Array | undefined;

  constructor(
    readonly seedInt: number,
    readonly spec: Required<DriftSpec>,
    readonly dayNumber: number,
    readonly queryCount: number,
    readonly productCount: number,
  ) {}

  cvrMultiplier(productIndex: number, q: number): number {
    if (this.spec.dailySigma === 0) return 1;
    this.#cvr ??= this.#emptyCache();
    return this.#multiplier(this.#cvr, CVR_STREAM, this.spec.dailySigma, productIndex, q);
  }

  ctrMultiplier(productIndex: number, q: number): number {
    if (this.spec.ctrSigma === 0) return 1;
    this.#ctr ??= this.#emptyCache();
    return this.#multiplier(this.#ctr, CTR_STREAM, this.spec.ctrSigma, productIndex, q);
  }

  cvr(truth: number, productIndex: number, q: number): number {
    return Math.min(MAX_RATE, truth * this.cvrMultiplier(productIndex, q));
  }

  ctr(truth: number, productIndex: number, q: number): number {
    return Math.min(MAX_RATE, truth * this.ctrMultiplier(productIndex, q));
  }

  #emptyCache(): Float64Array {
    return new Float64Array(this.productCount * this.queryCount).fill(Number.NaN);
  }

  #multiplier(cache: Float64Array, stream: number, sigma: number, p: number, q: number): number {
    const slot = p * this.queryCount + q;
    const cached = cache[slot];
    if (cached !== undefined && !Number.isNaN(cached)) return cached;
    const value = Math.exp(
      driftLog(this.seedInt, stream, p, q, this.dayNumber, sigma, this.spec.meanReversion),
    );
    cache[slot] = value;
    return value;
  }
}
