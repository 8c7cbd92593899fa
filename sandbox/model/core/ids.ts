/**
 * Deterministic ids. Entity ids are 15-digit strings scrambled from a counter (a bijection modulo
 * 10^14, so never a collision); profile ids are numbers below 2^53 so JSON numbers stay exact.
 */
import { hashString } from "./rng";

const MODULUS = 100_000_000_000_000n;
const MULTIPLIER = 2_654_435_761n; // odd and not a multiple of 5: invertible modulo 10^14

export function entityIdFromCounter(counter: number): string {
  const scrambled = (BigInt(counter) * MULTIPLIER + 12_345_678_901n) % MODULUS;
  const lead = 1n + (scrambled % 9n);
  return `${lead}${scrambled.toString().padStart(14, "0")}`;
}

/** Takes the next id from a counter holder (the state, or a working copy of it). */
export function allocateId(holder: { nextId: number }): string {
  const id = entityIdFromCounter(holder.nextId);
  holder.nextId += 1;
  return id;
}

/** A profile id: int64-sized in spirit, but below Number.MAX_SAFE_INTEGER. */
export function profileIdFor(seed: string, sellerKey: string, countryCode: string): number {
  const high = hashString(`${seed}:profile-high:${sellerKey}:${countryCode}`) % 2_000_000;
  const low = hashString(`${seed}:profile-low:${sellerKey}:${countryCode}`);
  return 1_000_000_000_000_000 + high * 4_294_967_296 + low;
}

const ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

/** Upper-case alphanumerics from a hash of a name. */
export function alnumFromName(name: string, length: number): string {
  let out = "";
  let round = 0;
  while (out.length < length) {
    let h = hashString(`${name}#${round++}`);
    for (let i = 0; i < 6 && out.length < length; i++) {
      out += ALNUM[h % 36];
      h = Math.floor(h / 36);
    }
  }
  return out;
}
