/**
 * Issue 32 (M6): the routes that cost us beyond our own database on every call (the data export; the
 * Amazon Ads API's search, campaigns and recommendations; Stripe's checkout, portal, plan and codes)
 * are limited per seller (middleware/request-limits.ts). The request past a limit is 429/1007 with
 * Retry-After, and nothing is asked of Amazon or Stripe; a request the route refuses costs no allowance.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDatabase } from "../../../worker/db/client";
import { REQUEST_LIMITS, type RequestLimit } from "../../../worker/middleware/request-limits";
import { countRequest, requestCountKey } from "../../../worker/services/request-limits/request-count";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

type Seller = Awaited<ReturnType<typeof signedInUser>>;

/** The seller's count of the limit set to `count` in a window that began now. */
async function countSetTo(seller: Seller, limit: RequestLimit, count: number) {
  const now = Date.now();
  await env.DB.prepare(
    "insert or replace into attempt_counters (key, window_started_at, attempts, expires_at) values (?, ?, ?, ?)",
  )
    .bind(requestCountKey(seller.id, limit.name), now, count, now + limit.windowMs)
    .run();
}

const countOf = async (seller: Seller, limit: RequestLimit) =>
  (
    await env.DB.prepare("select attempts from attempt_counters where key = ?")
      .bind(requestCountKey(seller.id, limit.name))
      .first<{ attempts: number }>()
  )?.attempts ?? 0;

/** A route's "METHOD /path" as a request: any ids (the limit answers before the route reads them). */
function requestOf(route: string) {
  const [method = "GET", path = ""] = route.split(" ");
  return { method, path: `/api${path.replace(/:\w+/g, "1")}` };
}

/** Outgoing fetches but the marketplace clock's. */
const leftTheWorker = (calls: unknown[][]) =>
  calls
    .map(([request]) => (request instanceof Request ? request.url : String(request)))
    .filter((url) => !url.startsWith(String(env.MARKETPLACE_CLOCK_URL)));

const limitNamed = (name: string) => {
  const limit = REQUEST_LIMITS.find((each) => each.name === name);
  if (!limit) throw new Error(`no limit ${name}`);
  return limit;
};

describe("per-seller limits on the routes that call Amazon or Stripe, and on the data export", () => {
  afterEach(() => vi.restoreAllMocks());

  it.for(REQUEST_LIMITS.map((limit) => [limit.name, limit] as const))(
    "%s: the request past the limit is 429/1007 with Retry-After, nothing sent, on every route of it",
    async ([, limit]) => {
      const seller = await signedInUser(`limit-${limit.name}`);
      await countSetTo(seller, limit, limit.max);
      const fetches = vi.spyOn(globalThis, "fetch");
      for (const route of limit.routes) {
        const { method, path } = requestOf(route);
        const { status, json, headers } = await call(path, {
          method,
          cookie: seller.cookie,
          body: method === "GET" ? undefined : {},
        });
        expect(status, route).toBe(429);
        expect(json.data.code, route).toBe(1007);
        expect(json.data.message, route).toMatch(
          new RegExp(`^${limit.message.replace(/[.()]/g, "\\$&")} Please try again in \\d+ minutes?\\.$`),
        );
        const retryAfter = Number(headers.get("Retry-After"));
        expect(retryAfter, route).toBeGreaterThan(limit.windowMs / 1000 - 10);
        expect(retryAfter, route).toBeLessThanOrEqual(limit.windowMs / 1000);
      }
      expect(leftTheWorker(fetches.mock.calls), "requests that left the Worker").toEqual([]);
      expect(limit.max).toBeGreaterThanOrEqual(10);
    },
  );

  it("lets the seller's requests through up to the limit, each counted", async () => {
    const limit = limitNamed("data-export");
    const seller = await signedInUser("limit-export-ok");
    await countSetTo(seller, limit, limit.max - 1);
    const last = await call("/api/users/account/export", { cookie: seller.cookie });
    expect(last.status).toBe(200);
    expect(await countOf(seller, limit)).toBe(limit.max);
    expect((await call("/api/users/account/export", { cookie: seller.cookie })).status).toBe(429);
  });

  it("takes a request the route refuses (bad input, another seller's profile) back off the count", async () => {
    const limit = limitNamed("amazon-reads");
    const seller = await signedInUser("limit-refused");
    const notTheirs = await call("/api/amazon/search/987654321?limit=10", { cookie: seller.cookie });
    expect(notTheirs.status).toBe(404);
    const badInput = await call("/api/amazon/campaigns/not-a-number", { cookie: seller.cookie });
    expect(badInput.status).toBe(400);
    expect(await countOf(seller, limit)).toBe(0);
    await countSetTo(seller, limit, 5);
    await call("/api/amazon/search/987654321?limit=10", { cookie: seller.cookie });
    expect(await countOf(seller, limit)).toBe(5);
  });

  it("counts one seller apart from another, and starts a new window once the last one ended", async () => {
    const limit = limitNamed("stripe-calls");
    const [one, other] = [await signedInUser("limit-one"), await signedInUser("limit-other")];
    await countSetTo(one, limit, limit.max);
    const refused = await call("/api/subscriptions/promotion-code", { cookie: one.cookie });
    expect(refused.status).toBe(429);
    const answered = await call("/api/subscriptions/promotion-code", { cookie: other.cookie });
    expect(answered.status).toBe(200);
    const db = createDatabase(env.DB);
    const key = requestCountKey(one.id, limit.name);
    const later = Date.now() + limit.windowMs + 1;
    expect((await countRequest(db, key, limit.windowMs, later)).count).toBe(1);
  });
});
