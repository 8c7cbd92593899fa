import { env } from "cloudflare:workers";
import { Hono } from "hono";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { appServing, gatedApi } from "../../../worker/app";
import type { AppEnv } from "../../../worker/app-env";
import { profileAccess } from "../../../worker/middleware/profile-access";
import { validate } from "../../../worker/middleware/validate";
import { ok } from "../../../worker/routes/respond";
import { sellerWithProfile } from "../support/advertised-skus";
import { ORIGIN } from "../support/http";

/**
 * Routes with no check of their own but profileAccess() where they name :profileId, as every route
 * file lists it, mounted the way app.ts mounts every signed-in router.
 */
const probeRoutes = new Hono<AppEnv>()
  .get("/signed-in", (c) => ok(c, { userId: c.var.user.id }))
  .get("/:profileId/figures", profileAccess(), (c) =>
    ok(c, { profileId: c.var.profile.id, timezone: c.var.profile.timezone }),
  )
  .get("/:profileId/on-amazon", profileAccess(), async (c) => {
    await c.var.ads();
    return ok(c, { profileId: c.var.profile.id });
  })
  .get(
    "/:profileId/named",
    validate("query", v.object({ name: v.string("Required") })),
    profileAccess(),
    (c) => ok(c, { profileId: c.var.profile.id, name: c.req.valid("query").name }),
  );

const probeApp = appServing(gatedApi().route("/probe", probeRoutes));

async function probe(path: string, cookie?: string) {
  const headers: Record<string, string> = { Origin: ORIGIN, ...(cookie ? { Cookie: cookie } : {}) };
  const response = await probeApp.request(`${ORIGIN}/api/probe${path}`, { headers }, env);
  // biome-ignore lint/suspicious/noExplicitAny: tests read any answer's fields and assert them
  const json: any = await response.json();
  return { status: response.status, json };
}

const revokeAccountOf = (profileId: number) =>
  env.DB.prepare(
    "update amazon_accounts set state = 'INVALID' where token_id = (select token_id from amazon_profiles where id = ?)",
  )
    .bind(profileId)
    .run();

describe("a route added without its own checks", () => {
  it("answers 401/1009 without a session, profile-scoped or not", async () => {
    const ann = await sellerWithProfile("ann");
    for (const path of ["/signed-in", `/${ann.profileId}/figures`]) {
      const { status, json } = await probe(path);
      expect(status).toBe(401);
      expect(json.data.code).toBe(1009);
    }
  });

  it("serves the signed-in user", async () => {
    const ann = await sellerWithProfile("ann");
    const { status, json } = await probe("/signed-in", ann.cookie);
    expect(status).toBe(200);
    expect(json.data).toEqual({ userId: ann.userId });
  });

  it("gives the handler the caller's own profile as c.var.profile", async () => {
    const ann = await sellerWithProfile("ann");
    const { status, json } = await probe(`/${ann.profileId}/figures`, ann.cookie);
    expect(status).toBe(200);
    expect(json.data).toEqual({ profileId: ann.profileId, timezone: "America/Los_Angeles" });
  });

  it("answers 404/1003 and no data for another seller's profile or one that does not exist", async () => {
    const ann = await sellerWithProfile("ann");
    const bob = await sellerWithProfile("bob");
    for (const profileId of [bob.profileId, 999_999_999]) {
      const { status, json } = await probe(`/${profileId}/figures`, ann.cookie);
      expect(status).toBe(404);
      expect(json.status).toBe("ERROR");
      expect(json.data).toEqual({ code: 1003, message: expect.any(String) });
    }
  });

  it("lets the route's own validation answer first (1005), then the profile (1003)", async () => {
    const ann = await sellerWithProfile("ann");
    const bob = await sellerWithProfile("bob");
    const unnamed = await probe(`/${bob.profileId}/named`, ann.cookie);
    expect(unnamed.status).toBe(400);
    expect(unnamed.json.data).toMatchObject({ code: 1005, field: "name" });
    expect((await probe(`/${bob.profileId}/named?name=x`, ann.cookie)).json.data.code).toBe(1003);
    expect((await probe(`/${ann.profileId}/named?name=x`, ann.cookie)).json.data).toEqual({
      profileId: ann.profileId,
      name: "x",
    });
  });

  it("answers 400/1005 for a profile id that is not a number", async () => {
    const ann = await sellerWithProfile("ann");
    const { status, json } = await probe("/abc/figures", ann.cookie);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field: "profileId" });
  });

  it("refuses Amazon calls with 409/1004 once the account is revoked, and still serves our own copy", async () => {
    const ann = await sellerWithProfile("ann");
    await revokeAccountOf(ann.profileId);
    expect((await probe(`/${ann.profileId}/figures`, ann.cookie)).status).toBe(200);
    const { status, json } = await probe(`/${ann.profileId}/on-amazon`, ann.cookie);
    expect(status).toBe(409);
    expect(json.data.code).toBe(1004);
  });

  it("leaves an unknown path 404/1006, signed in or not", async () => {
    const ann = await sellerWithProfile("ann");
    for (const cookie of [undefined, ann.cookie]) {
      const { status, json } = await probe(`/${ann.profileId}/no-such-page`, cookie);
      expect(status).toBe(404);
      expect(json.data.code).toBe(1006);
    }
  });
});
