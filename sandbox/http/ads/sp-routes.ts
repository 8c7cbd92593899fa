import { type Context, Hono } from "hono";
import {
  createEntities,
  deleteEntities,
  ENTITY_KINDS,
  type EntityKind,
  findProfile,
  listEntities,
  type MutationResult,
  presentEntity,
  updateEntities,
} from "../../model/index";
import { faultGate } from "../faults/fault-gate";
import { recordWrites, type WriteOp } from "../writes/write-log";
import type { AdsEnv } from "./ads-env";
import { adsError } from "./ads-error";
import { requireAds } from "./require-ads";
import { type Mutation, runBatch, tooMany } from "./sp-batch";
import { DELETE_FILTERS, KIND_NAMES } from "./sp-kinds";
import { spBody, vendorJson } from "./sp-request";

/** Sponsored Products v3 for the nine entity kinds: create, update, list and delete (archive). */
type AdsContext = Context<AdsEnv>;
const scoped = requireAds(true);

async function present(c: AdsContext, kind: EntityKind, result: MutationResult): Promise<MutationResult> {
  const key = ENTITY_KINDS[kind].resultEntityKey;
  const full = /return=representation/i.test(c.req.header("Prefer") ?? "");
  const world = await c.var.deps.world.read();
  const profile = findProfile(world, c.var.ads.profileId ?? 0);
  const success = result.success.map(({ [key]: entity, ...rest }) => ({
    index: rest.index as number,
    ...rest,
    ...(full && profile && entity ? { [key]: presentEntity(world, profile, kind, entity, false) } : {}),
  }));
  return { success, error: result.error };
}

async function mutate(c: AdsContext, kind: EntityKind, items: unknown[], op: WriteOp, mutation: Mutation) {
  const api = ENTITY_KINDS[kind];
  const limit = tooMany(items.length);
  if (limit) return adsError(c, 400, "INVALID_ARGUMENT", limit);
  const profileId = c.var.ads.profileId ?? 0;
  const result = await runBatch(c.var.deps, profileId, kind, items, mutation);
  await recordWrites(c.var.deps.storage, { profileId, kind, op, items }, result);
  return vendorJson({ [api.bodyKey]: await present(c, kind, result) }, 207, api.contentType);
}

const itemsOf = (kind: EntityKind, op: WriteOp, mutation: Mutation) => async (c: AdsContext) => {
  const api = ENTITY_KINDS[kind];
  const parsed = await spBody(c, api.contentType);
  if ("response" in parsed) return parsed.response;
  const items = parsed.body[api.bodyKey];
  if (!Array.isArray(items)) return adsError(c, 400, "INVALID_ARGUMENT", `${api.bodyKey} must be an array`);
  return mutate(c, kind, items, op, mutation);
};

const archive = (kind: EntityKind) => async (c: AdsContext) => {
  const parsed = await spBody(c, ENTITY_KINDS[kind].contentType);
  if ("response" in parsed) return parsed.response;
  const filter = DELETE_FILTERS[kind];
  const ids = (parsed.body[filter] as { include?: unknown } | undefined)?.include;
  if (!Array.isArray(ids))
    return adsError(c, 400, "INVALID_ARGUMENT", `${filter}.include must be an array of ids`);
  return mutate(c, kind, ids, "archive", deleteEntities);
};

const list = (kind: EntityKind) => async (c: AdsContext) => {
  const api = ENTITY_KINDS[kind];
  const parsed = await spBody(c, api.contentType);
  if ("response" in parsed) return parsed.response;
  const world = await c.var.deps.world.read();
  const profile = findProfile(world, c.var.ads.profileId ?? 0);
  if (!profile) return adsError(c, 401, "UNAUTHORIZED", "Unknown scope");
  const listed = listEntities(world, profile, kind, parsed.body);
  if (!listed.ok) return adsError(c, 400, "INVALID_ARGUMENT", listed.message);
  const { items, ok: _ok, ...page } = listed;
  return vendorJson({ [api.bodyKey]: items, ...page }, 200, api.contentType);
};

export const spRoutes = new Hono<AdsEnv>();
for (const kind of KIND_NAMES) {
  spRoutes
    .post(`/sp/${kind}`, scoped, faultGate, itemsOf(kind, "create", createEntities))
    .put(`/sp/${kind}`, scoped, faultGate, itemsOf(kind, "update", updateEntities))
    .post(`/sp/${kind}/delete`, scoped, faultGate, archive(kind))
    .post(`/sp/${kind}/list`, scoped, faultGate, list(kind));
}
