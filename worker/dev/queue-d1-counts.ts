import { countingD1, type D1Counts } from "./counting-d1";
import { devRoutesOn } from "./dev-routes";

/**
 * On a local Worker, what the queue's consumers sent to D1, by the kind of message they handled (a
 * batch of several kinds counts under "mixed"): GET /__dev/jobs answers it, so a benchmark can tell
 * how many statements a sync took. Kept for the isolate's life, like the queue tracker's count.
 */
const byKind: Record<string, D1Counts> = {};

export const queueD1Counts = (): Record<string, D1Counts> => structuredClone(byKind);

const kindOf = (body: unknown) =>
  typeof body === "object" && body !== null && "kind" in body ? String(body.kind) : "unknown";

/** On a local Worker, the env with its D1 counted under this batch's kind; elsewhere the env itself. */
export function countedD1Env<E extends { DB: D1Database }>(batch: MessageBatch<unknown>, env: E): E {
  if (!devRoutesOn(env)) return env;
  const kinds = [...new Set(batch.messages.map((message) => kindOf(message.body)))];
  const kind = kinds.length === 1 ? (kinds[0] ?? "unknown") : "mixed";
  byKind[kind] ??= { statements: 0, boundParameters: 0, rowsReturned: 0 };
  return { ...env, DB: countingD1(env.DB, byKind[kind]).d1 };
}
