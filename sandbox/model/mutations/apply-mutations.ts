/**
 * SP v3 create / update / delete (archive) over a batch, item by item, the way Amazon answers with
 * 207: every item succeeds or fails on its own, and the answer lists both, by index. Pure: the
 * input state is not touched; a new state comes back with the result.
 */
import type { AdsEntities } from "../entities";
import { findProfile } from "../queries/profiles";
import type { SandboxState } from "../state";
import { type MutationContext, mutationContext } from "./context";
import { entityNotFound, entityState, type MutationError, missingValue } from "./errors";
import { ENTITY_KINDS, type EntityKind } from "./kinds";
import { type AnyEntity, type MutationOutcome, type MutationResult, RULES } from "./rule-registry";
import type { Item } from "./validate";

function run(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
  each: (input: StepInput) => AnyEntity | MutationError[],
): MutationOutcome {
  const target = findProfile(state, profileId);
  if (!target) throw new Error(`unknown profile ${profileId}`);
  // Only the profile's collections (and the id counter) change: copy the arrays, share the rest. The
  // entities themselves are never changed in place (a rule returns a new one), so the state before this
  // call keeps its own.
  const ads = Object.fromEntries(
    Object.entries(target.ads).map(([name, list]) => [name, [...(list as unknown[])]]),
  ) as unknown as AdsEntities;
  const profile = { ...target, ads };
  const next: SandboxState = { ...state, profiles: state.profiles.map((p) => (p === target ? profile : p)) };
  const context = mutationContext(next, profile);
  const api = ENTITY_KINDS[kind];
  const collection = profile.ads[kind] as unknown as AnyEntity[];
  const positions = new EntityPositions(collection, api.idField);
  const result: MutationResult = { success: [], error: [] };
  items.forEach((raw, index) => {
    const outcome = each({ context, positions, kind, raw, at: `$[${index}]` });
    if (Array.isArray(outcome)) result.error.push({ index, errors: outcome });
    else
      result.success.push({
        index,
        [api.resultIdField]: outcome[api.idField],
        [api.resultEntityKey]: outcome,
      });
  });
  return { state: next, result };
}

/**
 * Where each entity of the collection sits, by id, built on first use: a batch of bids for a large
 * profile looked every item up with find and indexOf, a scan of the collection each.
 */
class EntityPositions {
  private byId: Map<unknown, number> | null = null;

  constructor(
    private readonly collection: AnyEntity[],
    private readonly idField: string,
  ) {}

  private index(): Map<unknown, number> {
    if (!this.byId) {
      const byId = new Map<unknown, number>();
      // The first of equal ids wins, as find would have.
      this.collection.forEach((entity, position) => {
        if (!byId.has(entity[this.idField])) byId.set(entity[this.idField], position);
      });
      this.byId = byId;
    }
    return this.byId;
  }

  find(id: unknown): AnyEntity | undefined {
    const position = this.index().get(id);
    return position === undefined ? undefined : this.collection[position];
  }

  replace(existing: AnyEntity, next: AnyEntity) {
    const position = this.index().get(existing[this.idField]) ?? this.collection.indexOf(existing);
    this.collection[position] = next;
  }

  add(created: AnyEntity) {
    this.collection.push(created);
    const id = created[this.idField];
    if (this.byId && !this.byId.has(id)) this.byId.set(id, this.collection.length - 1);
  }
}

interface StepInput {
  context: MutationContext;
  positions: EntityPositions;
  kind: EntityKind;
  raw: unknown;
  at: string;
}

function asItem(raw: unknown): Item | undefined {
  return typeof raw === "object" && raw !== null && !Array.isArray(raw) ? (raw as Item) : undefined;
}

export function createEntities(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
) {
  return run(state, profileId, kind, items, ({ context, positions, raw, at }) => {
    const item = asItem(raw);
    if (!item) return [missingValue(at)];
    const rules = RULES[kind];
    const created = rules.create(context, item, at);
    if (Array.isArray(created)) return created;
    positions.add(created);
    rules.afterCreate?.(context, created);
    return created;
  });
}

function existingFor(
  positions: EntityPositions,
  kind: EntityKind,
  id: unknown,
  at: string,
): AnyEntity | MutationError[] {
  const api = ENTITY_KINDS[kind];
  if (typeof id !== "string") return [missingValue(`${at}.${api.idField}`)];
  const existing = positions.find(id);
  return existing ?? [entityNotFound(api.entityType, id, `${at}.${api.idField}`)];
}

export function updateEntities(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
) {
  return run(state, profileId, kind, items, ({ context, positions, raw, at }) => {
    const item = asItem(raw);
    if (!item) return [missingValue(at)];
    const api = ENTITY_KINDS[kind];
    const existing = existingFor(positions, kind, item[api.idField], at);
    if (Array.isArray(existing)) return existing;
    const rules = RULES[kind];
    if (existing.state === "ARCHIVED") {
      return [
        entityState(
          api.entityType,
          "ARCHIVED_ENTITY_CANNOT_BE_MODIFIED",
          "archived entities cannot be changed",
          at,
        ),
      ];
    }
    if (rules.parentArchived(context, existing)) {
      return [
        entityState(
          api.entityType,
          "PARENT_ARCHIVED_FORBIDS_UPDATES",
          "its campaign or ad group is archived",
          at,
        ),
      ];
    }
    const updated = rules.update(context, existing, item, at);
    if (Array.isArray(updated)) return updated;
    positions.replace(existing, updated);
    return updated;
  });
}

/** Archives by id (SP v3 delete); archiving cannot be undone. */
export function deleteEntities(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  ids: readonly unknown[],
) {
  return run(state, profileId, kind, ids, ({ context, positions, raw, at }) => {
    const existing = existingFor(positions, kind, raw, at);
    if (Array.isArray(existing)) return existing;
    const blocked = RULES[kind].archiveErrors?.(existing) ?? [];
    if (blocked.length > 0) return blocked;
    if (existing.state === "ARCHIVED") return existing;
    const archived = {
      ...existing,
      state: "ARCHIVED",
      extendedData: { ...(existing.extendedData as object), lastUpdateDateTime: context.now },
    } as AnyEntity;
    positions.replace(existing, archived);
    return archived;
  });
}
