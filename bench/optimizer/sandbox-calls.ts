/** SP v3 calls on the in-process sandbox, as the Amazon client makes them over HTTP. */
import {
  createEntities,
  deleteEntities,
  type EntityKind,
  type SandboxState,
  updateEntities,
} from "../../sandbox/model/index";

export type CallResult = {
  state: SandboxState;
  ids: string[];
  errors: string[];
  /** Item index → the id Amazon answered (created or updated entity). */
  idByIndex: Map<number, string>;
  /** Item index → Amazon's errors as text. */
  errorByIndex: Map<number, string>;
};

/** One batch of one verb on one kind; ids of what succeeded in order, errors as text. */
export function call(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  verb: "create" | "update" | "delete",
  items: unknown[],
): CallResult {
  if (items.length === 0)
    return { state, ids: [], errors: [], idByIndex: new Map(), errorByIndex: new Map() };
  const run = verb === "create" ? createEntities : verb === "update" ? updateEntities : deleteEntities;
  const { state: next, result } = run(state, profileId, kind, items as never[]);
  return {
    state: next,
    ids: result.success.map((item) => String(Object.values(item)[1])),
    errors: result.error.map((item) => JSON.stringify(item.errors)),
    idByIndex: new Map(result.success.map((item) => [item.index, String(Object.values(item)[1])])),
    errorByIndex: new Map(result.error.map((item) => [item.index, JSON.stringify(item.errors)])),
  };
}

/** A create that must succeed (the bench's own set-up). */
export function mustCreate(state: SandboxState, profileId: number, kind: EntityKind, items: unknown[]) {
  const result = call(state, profileId, kind, "create", items);
  if (result.errors.length > 0) throw new Error(`${kind}: ${result.errors[0]}`);
  return result;
}
