import { rngFromString } from "../../model/index";

/** A UUID-shaped report id drawn from the seed and the report's number: same calls, same ids. */
export function reportIdFor(seed: string, number: number): string {
  const rng = rngFromString(`${seed}:report:${number}`);
  const hex = Array.from({ length: 32 }, () => Math.floor(rng.next() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const text = hex.join("");
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
