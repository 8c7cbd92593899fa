import { SP_BATCH_LIMIT, type SpKind } from "../amazon/sp-kinds";
import type { ChangeAction } from "../contracts/automation/change";
import { amazonItem, type Verb } from "./amazon-items";

export type ApplyBatch<T> = { kind: SpKind; verb: Verb; rows: T[]; items: unknown[] };

/**
 * The rows grouped into Amazon calls: one group per SP kind and verb, in the order they first appear,
 * each split into batches of at most `size` items (Amazon takes 1,000 a call).
 */
export function applyBatches<T extends { action: ChangeAction; campaignId: string }>(
  rows: T[],
  size = SP_BATCH_LIMIT,
): ApplyBatch<T>[] {
  const limit = Math.max(1, Math.min(size, SP_BATCH_LIMIT));
  const groups = new Map<string, ApplyBatch<T>>();
  for (const row of rows) {
    const { kind, verb, item } = amazonItem(row.action, row.campaignId);
    const key = `${kind} ${verb}`;
    const group = groups.get(key) ?? { kind, verb, rows: [], items: [] };
    group.rows.push(row);
    group.items.push(item);
    groups.set(key, group);
  }
  return [...groups.values()].flatMap((group) =>
    Array.from({ length: Math.ceil(group.rows.length / limit) }, (_, index) => ({
      kind: group.kind,
      verb: group.verb,
      rows: group.rows.slice(index * limit, (index + 1) * limit),
      items: group.items.slice(index * limit, (index + 1) * limit),
    })),
  );
}
