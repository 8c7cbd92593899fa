/**
 * Issue 20 (Build 3): every route of the app, from the walk's table, fed 200 broken inputs each (40 junk
 * draws for a route without inputs)
 * (fast-check, a fixed seed): never a 5xx; a broken field answers 400/1005 naming a field, a broken id
 * 1005 or the route's 1003/1006; a route without inputs ignores junk as its clean call does; and
 * nothing is stored. In process (app.fetch), one seeded seller for the whole file.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import fc from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/app";
import { ORIGIN } from "../support/http";
import {
  type DescribedRoute,
  describedRoutes,
  paramNames,
  paramValue,
  undescribedRoutes,
} from "./app-routes";
import { changedTables, d1Snapshot } from "./d1-snapshot";
import { type BrokenInput, brokenInputs, ignoredJunk } from "./fuzz-inputs";
import { type SellerWorld, sellerWorld } from "./seller-world";

const SEED = 20_2026;
const RUNS_PER_ROUTE = 200;
/**
 * A route without inputs is only shown to ignore junk (an extra query value or body field): fewer
 * draws prove that, and its calls are the dearest (the data export builds a whole zip each time: 117 of
 * the file's 536 s at 200 draws).
 */
const JUNK_RUNS_PER_ROUTE = 40;

type Answer = {
  status: number;
  json: { status?: string; data?: { code?: number; field?: string } } | undefined;
};

async function send(
  route: DescribedRoute,
  cookie: string,
  params: Record<string, string>,
  query: Record<string, string> | undefined,
  body: { text: string; contentType: string } | undefined,
): Promise<Answer> {
  const path = route.path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) =>
    encodeURIComponent(params[name] ?? ""),
  );
  const search = query && Object.keys(query).length > 0 ? `?${new URLSearchParams(query)}` : "";
  const headers: Record<string, string> = { Origin: ORIGIN, Cookie: cookie };
  if (body) headers["Content-Type"] = body.contentType;
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}${search}`, { method: route.method, headers, body: body?.text }),
    env,
    createExecutionContext(),
  );
  const text = await response.text();
  let json: Answer["json"];
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json };
}

/** Whether the answer is what a broken input of this kind must get; the reason when not. */
function misanswered({ status, json }: Answer, expect: BrokenInput["expect"]) {
  const code = json?.data?.code;
  const field = json?.data?.field;
  if (status >= 500) return `a ${status}`;
  if (status === 400 && code === 1005 && typeof field === "string" && field.length > 0) return null;
  if (expect === "validation-or-not-found" && status === 404 && (code === 1003 || code === 1006)) return null;
  return `${status} ${JSON.stringify(json)}`;
}

describe("fuzzing every route with broken input", () => {
  let seller: SellerWorld;

  beforeAll(async () => {
    seller = await sellerWorld("fuzzed");
  });

  it("has every route described (the walk's table drives the fuzzing too)", () => {
    expect(undescribedRoutes()).toEqual([]);
  });

  let requests = 0;
  const started = Date.now();

  afterAll(() => {
    const seconds = Math.round((Date.now() - started) / 1000);
    console.info(
      `fuzzing: ${describedRoutes.length} routes, ${requests} broken requests (seed ${SEED}, ${RUNS_PER_ROUTE} a route with inputs, ${JUNK_RUNS_PER_ROUTE} junk without) in ${seconds} s`,
    );
  });

  afterEach(() => vi.restoreAllMocks());

  it.for(describedRoutes.map((route) => [route.key, route] as const))(
    `%s: broken inputs (${RUNS_PER_ROUTE}, or ${JUNK_RUNS_PER_ROUTE} junk for a route without inputs), each 400/1005 naming a field (or 1003/1006 for an id), never a 5xx, nothing stored`,
    // The seller's data export builds a whole zip for each of its 200 calls: 90 s ran out beside a busy machine.
    { timeout: 300_000 },
    async ([, route]) => {
      // The request log would print every one of them.
      vi.spyOn(console, "log").mockImplementation(() => {});
      const { description } = route;
      const params = Object.fromEntries(
        paramNames(route.path).map((name) => [name, paramValue(route, name, seller.ids)]),
      );
      const query = description.query?.(seller.ids);
      const body = description.body?.(seller.ids) as Parameters<typeof brokenInputs>[2];
      const before = await d1Snapshot();
      const broken = brokenInputs(params, query, body);
      const clean = broken ? undefined : await send(route, seller.cookie, params, query, undefined);
      const property: fc.IAsyncProperty<[unknown]> = broken
        ? fc.asyncProperty(broken, async (input) => {
            requests += 1;
            const answer = await send(route, seller.cookie, input.params, input.query, input.body);
            const wrong = misanswered(answer, input.expect);
            if (wrong) throw new Error(`${input.what} → ${wrong}`);
          })
        : fc.asyncProperty(ignoredJunk, async (junk) => {
            requests += 1;
            const text = junk.body === undefined ? undefined : JSON.stringify(junk.body);
            const sent =
              route.method === "GET" || text === undefined
                ? undefined
                : { text, contentType: "application/json" };
            const answer = await send(route, seller.cookie, params, junk.query, sent);
            if (answer.status >= 500 || answer.status !== clean?.status) {
              throw new Error(
                `junk ${JSON.stringify(junk).slice(0, 200)} → ${answer.status} (clean: ${clean?.status})`,
              );
            }
          });
      const numRuns = broken ? RUNS_PER_ROUTE : JUNK_RUNS_PER_ROUTE;
      const outcome = await fc.check(property, { numRuns, seed: SEED, endOnFailure: true });
      const failure =
        outcome.failed &&
        `seed ${outcome.seed}, path "${outcome.counterexamplePath}": ${String(
          outcome.errorInstance instanceof Error ? outcome.errorInstance.message : outcome.errorInstance,
        ).slice(0, 500)}`;
      expect(failure || null).toBeNull();
      expect(changedTables(before, await d1Snapshot()), "tables written").toEqual([]);
    },
  );
});
