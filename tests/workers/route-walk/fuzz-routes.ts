/**
 * Issue 20 (Build 3): the fuzzing of the app's routes (fuzz.test.ts gives it every one of the walk's
 * table; a file may take a group of them). Each route is fed every kind of broken input its generator
 * makes in 400 seeded draws, two distinct inputs a kind at most (fuzz-plan.ts; fast-check, a fixed
 * seed): never a 5xx; a broken field answers 400/1005 naming a field, a broken id 1005 or the route's
 * 1003/1006. A route without inputs is sent every kind of junk of 40 draws (extra query values, a body
 * it never reads), two a kind, and answers as its clean call does. Nothing is stored but the counts of
 * a limit the route's description names (`counted`), whose 429/1007 is then an answer too. In process
 * (app.fetch), one seeded seller for the whole file.
 */
import { createExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import type { Arbitrary } from "fast-check";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { app } from "../../../worker/app";
import { requestLimitOf } from "../../../worker/middleware/request-limits";
import { requestCountKey } from "../../../worker/services/request-limits/request-count";
import { ORIGIN } from "../support/http";
import { type DescribedRoute, paramNames, paramValue } from "./app-routes";
import { changedTables, d1Snapshot, withoutCounters } from "./d1-snapshot";
import { type BrokenInput, brokenInputs, ignoredJunk } from "./fuzz-inputs";
import { type FuzzPlan, inputsOfEveryKind, type Planned } from "./fuzz-plan";
import { type SellerWorld, sellerWorld } from "./seller-world";

const SEED = 20_2026;
const PLAN: FuzzPlan = { seed: SEED, draws: 400, perKind: 2 };
/**
 * A route without inputs is only shown to ignore junk (an extra query value or body field): fewer
 * draws prove that, and its calls are the dearest (the data export builds a whole zip each time: 117 of
 * the file's 536 s at 200 draws).
 */
const JUNK_PLAN: FuzzPlan = { seed: SEED, draws: 40, perKind: 2 };

const brokenRequests: Planned<BrokenInput> = {
  kindOf: (input) => input.kind,
  requestOf: (input) => JSON.stringify([input.params, input.query, input.body]),
};
/** Misanswered inputs reported for a route before it stops: enough to see a pattern. */
const REPORTED_FAILURES = 3;

type Answer = {
  status: number;
  json: { status?: string; data?: { code?: number; field?: string } } | undefined;
};

type Call = {
  route: DescribedRoute;
  cookie: string;
  userId: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: { text: string; contentType: string };
};

/**
 * A route under a per-seller request limit (middleware/request-limits.ts) counts each clean call: the
 * seller's count is put back as it was after each request, so the junk calls of a route without inputs
 * are answered as its clean call is, and nothing stays written.
 */
async function keepingRequestCount<T>(route: DescribedRoute, userId: string, request: () => Promise<T>) {
  const limit = requestLimitOf(route.method, route.path.replace(/^\/api/, ""));
  if (!limit) return request();
  const key = requestCountKey(userId, limit.name);
  const row = await env.DB.prepare("select * from attempt_counters where key = ?")
    .bind(key)
    .first<{ window_started_at: number; attempts: number; expires_at: number }>();
  try {
    return await request();
  } finally {
    await (row
      ? env.DB.prepare(
          "insert or replace into attempt_counters (key, window_started_at, attempts, expires_at) values (?, ?, ?, ?)",
        ).bind(key, row.window_started_at, row.attempts, row.expires_at)
      : env.DB.prepare("delete from attempt_counters where key = ?").bind(key)
    ).run();
  }
}

const send = (call: Call) => keepingRequestCount(call.route, call.userId, () => sendOnce(call));

async function sendOnce({ route, cookie, params, query, body }: Call): Promise<Answer> {
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
  // Only our envelope is read; another body (the data export's zip) is drained unread.
  if (!response.headers.get("Content-Type")?.includes("json")) {
    await response.arrayBuffer();
    return { status: response.status, json: undefined };
  }
  const json = (await response.json().catch(() => undefined)) as Answer["json"];
  return { status: response.status, json };
}

/** Whether the answer is what a broken input of this kind must get; the reason when not. */
function misanswered({ status, json }: Answer, expect: BrokenInput["expect"], counted: boolean) {
  const code = json?.data?.code;
  const field = json?.data?.field;
  if (status >= 500) return `a ${status}`;
  if (status === 400 && code === 1005 && typeof field === "string" && field.length > 0) return null;
  // A well-formed value the generator drew (a short promotion code) spends the route's limit.
  if (counted && status === 429 && code === 1007) return null;
  if (expect === "validation-or-not-found" && status === 404 && (code === 1003 || code === 1006)) return null;
  return `${status} ${JSON.stringify(json)}`;
}

/** At most 500 characters, cut between code points: half an emoji is no UTF-8 for vitest's report. */
const clipped = (text: string) => [...text].slice(0, 500).join("");

/** Sends the route each planned broken input; the first few misanswered, as `what → answer`. */
async function misansweredInputs(call: Omit<Call, "params">, inputs: BrokenInput[]) {
  const wrong: string[] = [];
  for (const input of inputs) {
    const answer = await send({ ...call, params: input.params, query: input.query, body: input.body });
    const why = misanswered(answer, input.expect, call.route.description.counted !== undefined);
    if (why) wrong.push(clipped(`${input.what} → ${why}`));
    if (wrong.length >= REPORTED_FAILURES) break;
  }
  return wrong;
}

type Junk = typeof ignoredJunk extends Arbitrary<infer T> ? T : never;

/** The body a junk draw sends: none to a GET, whose body is never sent. */
function junkBody(route: DescribedRoute, junk: Junk) {
  if (route.method === "GET" || junk.body === undefined) return undefined;
  return { text: JSON.stringify(junk.body), contentType: "application/json" };
}

/** Every kind of junk a route without inputs must ignore: its answer's status stays its clean call's. */
async function junkNotIgnored(call: Call) {
  const clean = await send(call);
  const plan = inputsOfEveryKind(ignoredJunk, JUNK_PLAN, {
    kindOf: (junk) => `${junk.queryKind}; ${call.route.method === "GET" ? "" : junk.bodyKind}`,
    requestOf: (junk) => JSON.stringify([junk.query, junkBody(call.route, junk)]),
  });
  const wrong: string[] = [];
  for (const junk of plan.inputs) {
    const answer = await send({ ...call, query: junk.query, body: junkBody(call.route, junk) });
    if (answer.status >= 500 || answer.status !== clean.status) {
      const sent = JSON.stringify({ query: junk.query, body: junk.body }).slice(0, 200);
      wrong.push(`junk ${sent} → ${answer.status} (clean: ${clean.status})`);
    }
    if (wrong.length >= REPORTED_FAILURES) break;
  }
  return { wrong, requests: plan.inputs.length, kinds: plan.kinds };
}

/** The fuzzing of these routes, one test each, as one file's suite named `group`. */
export function fuzzRoutes(group: string, routes: DescribedRoute[]) {
  describe(`fuzzing ${group} routes with broken input`, () => {
    let seller: SellerWorld;
    let requests = 0;
    let kinds = 0;
    const started = Date.now();

    beforeAll(async () => {
      seller = await sellerWorld("fuzzed");
    });

    afterAll(() => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.info(
        `fuzzing ${group}: ${routes.length} routes, ${requests} requests of ${kinds} kinds (seed ${SEED}; ${PLAN.draws} draws a route with inputs, ${JUNK_PLAN.draws} of junk without; ${PLAN.perKind} a kind) in ${seconds} s`,
      );
    });

    afterEach(() => vi.restoreAllMocks());

    it.for(routes.map((route) => [route.key, route] as const))(
      `%s: every kind of broken input (of junk for a route without inputs), each 400/1005 naming a field (or 1003/1006 for an id), never a 5xx, nothing stored`,
      // The seller's data export builds a whole zip for each of its calls: 90 s ran out beside a busy machine.
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
        const call = { route, cookie: seller.cookie, userId: seller.userId, params, query };
        const before = await d1Snapshot();
        const broken = brokenInputs(params, query, body);
        if (broken) {
          const plan = inputsOfEveryKind(broken, PLAN, brokenRequests);
          requests += plan.inputs.length;
          kinds += plan.kinds;
          expect(await misansweredInputs(call, plan.inputs), `seed ${SEED}`).toEqual([]);
        } else {
          const junk = await junkNotIgnored(call);
          requests += junk.requests;
          kinds += junk.kinds;
          expect(junk.wrong, `seed ${SEED}`).toEqual([]);
        }
        const counters = description.counted;
        const after = withoutCounters(await d1Snapshot(), counters);
        expect(changedTables(withoutCounters(before, counters), after), "tables written").toEqual([]);
      },
    );
  });
}
