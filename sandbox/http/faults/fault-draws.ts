import { hashString, mixInts, rngFromInt } from "../../model/index";
import type { Faults } from "./fault-config";

/**
 * Deterministic fault draws: the n-th draw since faults were last set is a pure function of
 * (seed, n), so a test sequence repeats exactly. The counter lives in storage beside the config.
 */
export const DRAW_COUNTER_KEY = "faults:draws";

export async function draw(storage: DurableObjectStorage, faults: Faults, count: number): Promise<number[]> {
  const start = (await storage.get<number>(DRAW_COUNTER_KEY)) ?? 0;
  await storage.put(DRAW_COUNTER_KEY, start + count);
  const seed = hashString(String(faults.seed));
  return Array.from({ length: count }, (_, i) => rngFromInt(mixInts(seed, start + i)).next());
}
