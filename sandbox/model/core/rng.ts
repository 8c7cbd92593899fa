/**
 * Seeded pseudo-random numbers. sfc32 driven by 32-bit seeds hashed from strings; no Math.random.
 * Streams are cheap to create, so every (profile, hour, query) gets its own independent stream:
 * the outcome of one auction never depends on how many draws another one made.
 */

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
}

/** 32-bit FNV-1a followed by a murmur3 finaliser: a stable hash of a string. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return fmix32(h);
}

/** Mixes several 32-bit integers into one well-distributed 32-bit integer. */
export function mixInts(...parts: number[]): number {
  let h = 0x9e3779b9;
  for (const part of parts) {
    h = fmix32((h ^ Math.imul(part | 0, 0xcc9e2d51)) + 0x6b43a9b5);
  }
  return h >>> 0;
}

function fmix32(input: number): number {
  let h = input;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/**
 * sfc32 (Small Fast Counting) generator seeded with one 32-bit integer. A class, not closures: the
 * simulation makes one per (hour, query) and per ad served, and closures made per call cost a third
 * of a simulated hour under tsx (each is named through Object.defineProperty).
 */
class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d = 1;

  constructor(seed: number) {
    this.a = seed | 0;
    this.b = (seed ^ 0x5bd1e995) | 0;
    this.c = Math.imul(seed, 0x27d4eb2d) | 0;
    for (let i = 0; i < 12; i++) this.step();
  }

  private step(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  next(): number {
    return this.step() / 4294967296;
  }
}

export function rngFromInt(seed: number): Rng {
  return new Sfc32(seed);
}

/** A stream named by a string (world generation: "seed:seller:demo:catalog"). */
export function rngFromString(name: string): Rng {
  return rngFromInt(hashString(name));
}
