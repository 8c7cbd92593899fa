import { Hono } from "hono";
import {
  ENTITY_KINDS,
  type EntityKind,
  findProfile,
  type Restatement,
  removeEntities,
  restateAway,
} from "../../model/index";
import type { SandboxEnv } from "../sandbox-context";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const NARROWING = ["campaignId", "adGroupId", "adId", "targetingId", "placement", "searchTerm"] as const;

const bodyOf = async (c: { req: { json(): Promise<unknown> } }) =>
  (await c.req.json().catch(() => ({}))) as Record<string, unknown>;

/**
 * Sandbox-only (Amazon has no such calls), for tests of what the product does when Amazon forgets:
 * `POST /_sandbox/entities/remove {profileId, kind, ids}` removes SP entities for good (with, for
 * campaigns and ad groups, everything under them), as Amazon drops archived ones, so no listing answers
 * them again; `POST /_sandbox/restate-away {profileId, date, campaignId?, adGroupId?, adId?,
 * targetingId?, placement?, searchTerm?}` removes the figures of that local date matching every field
 * given, so every report pulled later answers as if they never were. Both answer `{removed}`.
 */
export const removalRoutes = new Hono<SandboxEnv>()
  .post("/entities/remove", async (c) => {
    const { profileId, kind, ids } = await bodyOf(c);
    if (
      typeof kind !== "string" ||
      !(kind in ENTITY_KINDS) ||
      !Array.isArray(ids) ||
      ids.length === 0 ||
      !ids.every((id) => typeof id === "string")
    ) {
      return c.json(
        { error: `Send {"profileId", "kind": ${Object.keys(ENTITY_KINDS).join("|")}, "ids": ["…"]}.` },
        400,
      );
    }
    const profile = findProfile(await c.var.deps.world.read(), String(profileId));
    if (!profile) return c.json({ error: `No profile ${profileId}.` }, 404);
    const result = await c.var.deps.world.update((state) =>
      removeEntities(state, profile.profileId, kind as EntityKind, ids as string[]),
    );
    return c.json(result);
  })
  .post("/restate-away", async (c) => {
    const body = await bodyOf(c);
    const narrowing = NARROWING.filter((field) => body[field] !== undefined);
    if (
      typeof body.date !== "string" ||
      !DATE.test(body.date) ||
      !narrowing.every((field) => typeof body[field] === "string")
    ) {
      return c.json(
        { error: `Send {"profileId", "date": "YYYY-MM-DD"} and any of ${NARROWING.join(", ")} as strings.` },
        400,
      );
    }
    const profile = findProfile(await c.var.deps.world.read(), String(body.profileId));
    if (!profile) return c.json({ error: `No profile ${body.profileId}.` }, 404);
    const restatement = Object.fromEntries([
      ["date", body.date],
      ...narrowing.map((field) => [field, body[field]]),
    ]) as Restatement;
    const result = await c.var.deps.world.update((state) =>
      restateAway(state, profile.profileId, restatement),
    );
    return c.json(result);
  });
