import {
  type EntityKind,
  MAX_BATCH_ITEMS,
  type MutationError,
  type MutationOutcome,
  type MutationResult,
  type SandboxState,
  throttled,
} from "../../model/index";
import { readFaults } from "../faults/fault-config";
import { draw } from "../faults/fault-draws";
import type { SandboxDeps } from "../sandbox-context";

/**
 * Runs one SP v3 create/update/delete batch against the world. Items drawn as throttled (fault
 * `throttledItemRate`) never reach the model and are answered with a per-item `throttled` error;
 * the rest are answered by the model, re-indexed to their place in the request.
 */
export type Mutation = (
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
) => MutationOutcome;

export const tooMany = (count: number) =>
  count > MAX_BATCH_ITEMS ? `At most ${MAX_BATCH_ITEMS} items per request; got ${count}` : undefined;

async function throttledIndexes(deps: SandboxDeps, count: number): Promise<Set<number>> {
  const faults = await readFaults(deps.storage);
  if (faults.throttledItemRate <= 0 || count === 0) return new Set();
  const draws = await draw(deps.storage, faults, count);
  return new Set(draws.flatMap((value, index) => (value < faults.throttledItemRate ? [index] : [])));
}

/** Points a model error's `cause.location` ("$[2].bid") at the item's place in the request. */
function relocated(errors: MutationError[], from: number, to: number): MutationError[] {
  if (from === to) return errors;
  const prefix = `$[${from}]`;
  return errors.map((error) => ({
    ...error,
    errorValue: Object.fromEntries(
      Object.entries(error.errorValue).map(([type, detail]) => {
        const location = detail.cause?.location;
        if (!location?.startsWith(prefix)) return [type, detail];
        return [
          type,
          { ...detail, cause: { ...detail.cause, location: `$[${to}]${location.slice(prefix.length)}` } },
        ];
      }),
    ),
  }));
}

export async function runBatch(
  deps: SandboxDeps,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
  mutation: Mutation,
): Promise<MutationResult> {
  const skipped = await throttledIndexes(deps, items.length);
  const kept = items.flatMap((_, index) => (skipped.has(index) ? [] : [index]));
  const answered: MutationResult =
    kept.length === 0
      ? { success: [], error: [] }
      : await deps.world.update((state) =>
          mutation(
            state,
            profileId,
            kind,
            kept.map((index) => items[index]),
          ),
        );
  const at = (index: number) => kept[index] ?? index;
  const byIndex = (a: { index: number }, b: { index: number }) => a.index - b.index;
  return {
    success: answered.success.map((item) => ({ ...item, index: at(item.index) })).sort(byIndex),
    error: [
      ...answered.error.map((item) => ({
        index: at(item.index),
        errors: relocated(item.errors, item.index, at(item.index)),
      })),
      ...[...skipped].map((index) => ({ index, errors: [throttled()] })),
    ].sort(byIndex),
  };
}
