/**
 * Which inputs a route is sent: many seeded draws from its generator (fuzz-inputs.ts), of which each
 * kind keeps its first few distinct requests. A repeat proves nothing new (nothing is stored, so the
 * route answers it as before), and a constant junk value is one request however often it is drawn:
 * 200 plain draws a route sent 15,200 broken requests of which a third were repeats, and still missed
 * kinds that 400 draws find.
 */
import fc from "fast-check";

export type FuzzPlan = { seed: number; draws: number; perKind: number };

/** What the plan needs of a drawn input: its kind, and the request it makes (equal text, same request). */
export type Planned<T> = { kindOf: (input: T) => string; requestOf: (input: T) => string };

export function inputsOfEveryKind<T>(
  generator: fc.Arbitrary<T>,
  { seed, draws, perKind }: FuzzPlan,
  { kindOf, requestOf }: Planned<T>,
) {
  const kept: T[] = [];
  const requests = new Set<string>();
  const keptOfKind = new Map<string, number>();
  for (const input of fc.sample(generator, { numRuns: draws, seed })) {
    const request = requestOf(input);
    const kind = kindOf(input);
    const count = keptOfKind.get(kind) ?? 0;
    if (requests.has(request) || count >= perKind) continue;
    requests.add(request);
    keptOfKind.set(kind, count + 1);
    kept.push(input);
  }
  return { inputs: kept, kinds: keptOfKind.size };
}
