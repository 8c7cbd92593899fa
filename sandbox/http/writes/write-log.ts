import type { EntityKind, MutationResult } from "../../model/index";
import { ENTITY_KINDS } from "../../model/index";

/**
 * The SP v3 writes the world took (each 207 success item), while switched on with `POST /_sandbox/writes`:
 * what tests and `bench:faults` count to find a change Amazon applied twice. Off by default (nothing kept).
 */
export type WriteOp = "create" | "update" | "archive";
export type WriteEntry = {
  seq: number;
  profileId: number;
  kind: EntityKind;
  op: WriteOp;
  entityId: string;
  item: unknown;
};

const ON_KEY = "writes:on";
const SEQ_KEY = "writes:seq";
const ENTRY_PREFIX = "writes:entry:";
const entryKey = (seq: number) => `${ENTRY_PREFIX}${String(seq).padStart(10, "0")}`;

export async function recordWrites(
  storage: DurableObjectStorage,
  write: { profileId: number; kind: EntityKind; op: WriteOp; items: readonly unknown[] },
  result: MutationResult,
) {
  if (result.success.length === 0 || !(await storage.get<boolean>(ON_KEY))) return;
  const idField = ENTITY_KINDS[write.kind].resultIdField;
  let seq = (await storage.get<number>(SEQ_KEY)) ?? 0;
  const entries: Record<string, WriteEntry> = {};
  for (const success of result.success) {
    seq += 1;
    const item = write.items[success.index as number];
    const entityId = String((success as Record<string, unknown>)[idField] ?? item);
    entries[entryKey(seq)] = {
      seq,
      profileId: write.profileId,
      kind: write.kind,
      op: write.op,
      entityId,
      item,
    };
  }
  await storage.put({ ...entries, [SEQ_KEY]: seq });
}

export async function startWriteLog(storage: DurableObjectStorage) {
  await clearWriteLog(storage);
  await storage.put(ON_KEY, true);
}

export async function clearWriteLog(storage: DurableObjectStorage) {
  const keys = [...(await storage.list({ prefix: ENTRY_PREFIX })).keys()];
  for (let at = 0; at < keys.length; at += 128) await storage.delete(keys.slice(at, at + 128));
  await storage.delete([ON_KEY, SEQ_KEY]);
}

export async function readWriteLog(storage: DurableObjectStorage): Promise<WriteEntry[]> {
  return [...(await storage.list<WriteEntry>({ prefix: ENTRY_PREFIX })).values()];
}
