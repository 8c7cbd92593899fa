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
  // Only the profile's entities (and the id counter) change: copy those, share the rest.
  const profile = { ...target, ads: JSON.parse(JSON.stringify(target.ads)) as AdsEntities };
  const next: SandboxState = { ...state, profiles: state.profiles.map((p) => (p === target ? profile : p)) };
  const context = mutationContext(next, profile);
  const api = ENTITY_KINDS[kind];
  const collection = profile.ads[kind] as unknown as AnyEntity[];
  const result: MutationResult = { success: [], error: [] };
  items.forEach((raw, index) => {
    const outcome = each({ context, collection, kind, raw, at: `$[${index}]` });
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

interface StepInput {
  context: MutationContext;
  collection: AnyEntity[];
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
  return run(state, profileId, kind, items, ({ context, collection, raw, at }) => {
    const item = asItem(raw);
    if (!item) return [missingValue(at)];
    const rules = RULES[kind];
    const created = rules.create(context, item, at);
    if (Array.isArray(created)) return created;
    collection.push(created);
    rules.afterCreate?.(context, created);
    return created;
  });
}

function existingFor(
  collection: AnyEntity[],
  kind: EntityKind,
  id: unknown,
  at: string,
): AnyEntity | MutationError[] {
  const api = ENTITY_KINDS[kind];
  if (typeof id !== "string") return [missingValue(`${at}.${api.idField}`)];
  const existing = collection.find((entity) => entity[api.idField] === id);
  return existing ?? [entityNotFound(api.entityType, id, `${at}.${api.idField}`)];
}

export function updateEntities(
  state: SandboxState,
  profileId: number,
  kind: EntityKind,
  items: readonly unknown[],
) {
  return run(state, profileId, kind, items, ({ context, collection, raw, at }) => {
    const item = asItem(raw);
    if (!item) return [missingValue(at)];
    const api = ENTITY_KINDS[kind];
    const existing = existingFor(collection, kind, item[api.idField], at);
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
    collection[collection.indexOf(existing)] = updated;
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
  return run(state, profileId, kind, ids, ({ context, collection, raw, at }) => {
    const existing = existingFor(collection, kind, raw, at);
    if (Array.isArray(existing)) return existing;
    const blocked = RULES[kind].archiveErrors?.(existing) ?? [];
    if (blocked.length > 0) return blocked;
    if (existing.state === "ARCHIVED") return existing;
    const archived = {
      ...existing,
      state: "ARCHIVED",
      extendedData: { ...(existing.extendedData as object), lastUpdateDateTime: context.now },
    } as AnyEntity;
    collection[collection.indexOf(existing)] = archived;
    return archived;
  });
}
