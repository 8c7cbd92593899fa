/**
 * Distributions drawn from an Rng. Poisson and binomial use ONE uniform each, by inversion (or a
 * normal approximation by inversion for large means), so for a fixed stream the outcome grows
 * monotonically with the rate: a higher bid never lowers expected impressions.
 */
import type { Rng } from "./rng";

export function uniformIn(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng.next();
}

export function intIn(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

export function shuffled<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const a = out[i] as T;
    out[i] = out[j] as T;
    out[j] = a;
  }
  return out;
}

/** Standard normal quantile (Acklam's rational approximation, relative error < 1.2e-9). */
export function normalQuantile(p: number): number {
  const q = Math.min(Math.max(p, 1e-12), 1 - 1e-12);
  if (q < 0.02425) return tail(Math.sqrt(-2 * Math.log(q)));
  if (q > 1 - 0.02425) return -tail(Math.sqrt(-2 * Math.log(1 - q)));
  const t = q - 0.5;
  const r = t * t;
  const num =
    (((((-39.69683028665376 * r + 220.9460984245205) * r - 275.9285104469687) * r + 138.357751867269) * r -
      30.66479806614716) *
      r +
      2.506628277459239) *
    t;
  const den =
    ((((-54.47609879822406 * r + 161.5858368580409) * r - 155.6989798598866) * r + 66.80131188771972) * r -
      13.28068155288572) *
      r +
    1;
  return num / den;
}

function tail(t: number): number {
  const num =
    ((((-0.007784894002430293 * t - 0.3223964580411365) * t - 2.400758277161838) * t - 2.549732539343734) *
      t +
      4.374664141464968) *
      t +
    2.938163982698783;
  const den =
    (((0.007784695709041462 * t + 0.3224671290700398) * t + 2.445134137142996) * t + 3.754408661907416) * t +
    1;
  return num / den;
}

export function normal(rng: Rng, mean = 0, sd = 1): number {
  return mean + sd * normalQuantile(rng.next());
}

/** Log-normal with the given median and log-scale sigma. */
export function logNormal(rng: Rng, median: number, sigma: number): number {
  return median * Math.exp(sigma * normalQuantile(rng.next()));
}

/** Poisson by inversion of one uniform (normal approximation above a mean of 40). */
export function poisson(rng: Rng, mean: number): number {
  if (mean <= 0) return 0;
  const u = rng.next();
  if (mean > 40) return Math.max(0, Math.round(mean + Math.sqrt(mean) * normalQuantile(u)));
  let k = 0;
  let p = Math.exp(-mean);
  let cdf = p;
  while (u > cdf && k < 200) {
    k++;
    p *= mean / k;
    cdf += p;
  }
  return k;
}

/** Binomial(n, p) by inversion of one uniform (normal approximation when n·p·(1-p) > 25). */
export function binomial(rng: Rng, n: number, p: number): number {
  if (n <= 0 || p <= 0) return 0;
  if (p >= 1) return n;
  const u = rng.next();
  const variance = n * p * (1 - p);
  if (variance > 25) {
    const x = Math.round(n * p + Math.sqrt(variance) * normalQuantile(u));
    return Math.min(n, Math.max(0, x));
  }
  if (n * p < 30 && n > 200) {
    // Rare events in large populations: Poisson inversion on the same uniform.
    let k = 0;
    const mean = n * p;
    let q = Math.exp(-mean);
    let cdf = q;
    while (u > cdf && k < n) {
      k++;
      q *= mean / k;
      cdf += q;
    }
    return k;
  }
  let k = 0;
  let q = (1 - p) ** n;
  let cdf = q;
  const ratio = p / (1 - p);
  while (u > cdf && k < n) {
    q *= ((n - k) / (k + 1)) * ratio;
    k++;
    cdf += q;
  }
  return k;
}

/** Beta(a, b) via two gamma draws (Marsaglia–Tsang); used only during world generation. */
export function beta(rng: Rng, a: number, b: number): number {
  const x = gamma(rng, a);
  const y = gamma(rng, b);
  return x / (x + y);
}

function gamma(rng: Rng, shape: number): number {
  if (shape < 1) return gamma(rng, shape + 1) * rng.next() ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = normalQuantile(rng.next());
    const v = (1 + c * x) ** 3;
    if (v <= 0) continue;
    const u = rng.next();
    if (Math.log(u) < 0.5 * x * x + d - d * v + d * Math.log(v)) return d * v;
  }
}
