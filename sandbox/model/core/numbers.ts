/** Small numeric helpers shared by the model. */

export function round2(value: number): number {
  return Math.round(value * 100 + Number.EPSILON * 100) / 100;
}

export function round4(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}

export function clamp(value: number, min: number, max: number): number {
  return value < min ? min : value > max ? max : value;
}
