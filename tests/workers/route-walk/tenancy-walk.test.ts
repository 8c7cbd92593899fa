/**
 * Issue 20 (M7, Build 2): every route of the app, from Hono's own route table, called as a second
 * seller with the first seller's ids answers 1003/1006, shows none of the first seller's data, and
 * changes nothing in D1 or on the sandbox (no request leaves the Worker but its clock reading). A route
 * missing from route-table.ts fails here until it is described.
 */
import { env } from "cloudflare:workers";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { httpStatusOf } from "../../../worker/contracts/api-response";
import { call } from "../support/http";
import {
  apiRoutes,
  type DescribedRoute,
  describedRoutes,
  staleDescriptions,
  undescribedRoutes,
  urlOf,
} from "./app-routes";
import { changedTables, d1Snapshot } from "./d1-snapshot";
import { type SellerIds, type SellerWorld, sellerWorld } from "./seller-world";

const ID_KEYS = [
  "profileId",
  "tokenId",
  "skuId",
  "campaignId",
  "keywordId",
  "targetId",
  "negativeKeywordId",
  "negativeTargetId",
  "competitorId",
  "changeId",
  "chatId",
  "messageId",
] as const satisfies (keyof SellerIds)[];

type Attempt = { label: string; ids: SellerIds };

const requestOf = (route: DescribedRoute, ids: SellerIds) => ({
  url: urlOf(route, ids),
  body: route.description.body?.(ids),
});

/** Which of a seller's ids the route's request carries (path, query or body), found by swapping each. */
function idsUsed(route: DescribedRoute, own: SellerIds, other: SellerIds) {
  const plain = JSON.stringify(requestOf(route, own));
  return ID_KEYS.filter((key) => JSON.stringify(requestOf(route, { ...own, [key]: other[key] })) !== plain);
}

/**
 * The stranger's attempts at the owner's data: with every id of the owner's, and with their own ids
 * but one of the owner's (their own profile and the owner's SKU, …).
 */
function attemptsOn(route: DescribedRoute, owner: SellerWorld, stranger: SellerWorld): Attempt[] {
  const used = idsUsed(route, stranger.ids, owner.ids);
  return [
    { label: "the owner's ids", ids: owner.ids },
    ...used
      .filter((key) => used.length > 1 || key !== "profileId")
      .map((key) => ({
        label: `own ids but the owner's ${key}`,
        ids: { ...stranger.ids, [key]: owner.ids[key] },
      })),
  ];
}

/** Outgoing fetches but the marketplace clock's (every route may read the product's clock). */
const leftTheWorker = (calls: unknown[][]) =>
  calls
    .map(([request]) => (request instanceof Request ? request.url : String(request)))
    .filter((url) => !url.startsWith(String(env.MARKETPLACE_CLOCK_URL)));

describe("the route walk: no route lets one seller into another's data", () => {
  let owner: SellerWorld;
  let stranger: SellerWorld;

  beforeAll(async () => {
    owner = await sellerWorld("owner");
    stranger = await sellerWorld("stranger");
  });

  afterEach(() => vi.restoreAllMocks());

  it("has every route of the app's route table described, and no description of a route gone", () => {
    expect(apiRoutes.length).toBeGreaterThanOrEqual(80);
    expect(undescribedRoutes(), "describe these routes in tests/workers/route-walk/route-table.ts").toEqual(
      [],
    );
    expect(staleDescriptions(), "these routes are gone: remove them from route-table.ts").toEqual([]);
  });

  it("sees the Worker's own outgoing requests (the spy the walk relies on)", async () => {
    const fetches = vi.spyOn(globalThis, "fetch");
    const { status } = await call("/api/clock", { cookie: stranger.cookie });
    expect(status).toBe(200);
    expect(fetches.mock.calls.length).toBeGreaterThan(0);
  });

  it("answers 1003/1006 to every route called with another seller's ids, with nothing read, stored or sent", async () => {
    const routes = describedRoutes.filter((route) => route.description.scope === "seller");
    const fetches = vi.spyOn(globalThis, "fetch");
    const wrong: string[] = [];
    let requests = 0;
    for (const route of routes) {
      const before = await d1Snapshot();
      for (const attempt of attemptsOn(route, owner, stranger)) {
        const { url, body } = requestOf(route, attempt.ids);
        const { status, json } = await call(url, { method: route.method, cookie: stranger.cookie, body });
        requests += 1;
        const code = json?.data?.code as keyof typeof httpStatusOf | undefined;
        const refused = (code === 1003 || code === 1006) && status === httpStatusOf[code];
        const leaked = owner.secrets.filter((secret) => JSON.stringify(json ?? "").includes(secret));
        if (!refused || leaked.length > 0) {
          wrong.push(`${route.key} with ${attempt.label}: ${status} ${JSON.stringify(json)}`);
        }
      }
      const changed = changedTables(before, await d1Snapshot());
      if (changed.length > 0) wrong.push(`${route.key} changed ${changed.join(", ")}`);
    }
    const sent = leftTheWorker(fetches.mock.calls);
    console.log(
      `route walk: ${routes.length} routes naming a seller's ids, ${requests} requests as another seller; ` +
        `${describedRoutes.length - routes.length} more routes act on the caller alone or are outside the API`,
    );
    expect(wrong).toEqual([]);
    expect(sent, "requests that left the Worker").toEqual([]);
    expect(routes.length).toBeGreaterThanOrEqual(55);
  });
});
