/**
 * Issue 32 (L13): deleting an account erases what Stripe and the referral tracker hold of the seller,
 * through the real clients pointed at the sandbox; a failure of either never half-deletes silently.
 */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { tellReferralTracker } from "../../../worker/billing/referral-tracker";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { buyPlan, stripeApi } from "../support/stripe";

type ReferralCall = { uid: string; email: string };

async function trackedCalls(email: string) {
  const response = await fetch(
    `${env.SANDBOX_URL}/_sandbox/referral-tracker/calls?email=${encodeURIComponent(email)}`,
  );
  return ((await response.json()) as { calls: ReferralCall[] }).calls;
}

/** A seller with a paid plan (so a Stripe customer) whom the tracker was told about, as a connection tells it. */
async function payingReferredSeller(prefix: string) {
  const user = await signedInUser(prefix);
  const { customer } = await buyPlan(user.cookie, "START_UP");
  await tellReferralTracker(env, { uid: user.id, email: user.email });
  expect(await trackedCalls(user.email)).toHaveLength(1);
  return { ...user, customer };
}

const deleteAccount = (user: { cookie: string; password: string }) =>
  call("/api/users/account", { method: "DELETE", cookie: user.cookie, body: { password: user.password } });

/** Lets every request through but those `refuse` picks, which get `answer`. */
function refuseRequests(refuse: (request: Request) => boolean, answer: () => Response) {
  const realFetch = globalThis.fetch;
  return vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const request = new Request(input, init);
    return refuse(request) ? answer() : realFetch(request);
  });
}

afterEach(() => vi.restoreAllMocks());

describe("DELETE /api/users/account outside Skupilot", () => {
  it("deletes the seller's Stripe customer and erases their e-mail at the referral tracker", async () => {
    const seller = await payingReferredSeller("erased");
    const deleted = await deleteAccount(seller);
    expect(deleted.status).toBe(200);
    expect(deleted.json.data.cancelledSubscriptions).toBe(1);

    const customer = await stripeApi("GET", `/v1/customers/${seller.customer}`);
    expect(customer.body).toMatchObject({ id: seller.customer, deleted: true });
    expect((await stripeApi("GET", "/v1/customers", { email: seller.email })).body.data).toEqual([]);
    expect(await trackedCalls(seller.email)).toEqual([]);
  });

  it("keeps the whole account when Stripe cannot delete the customer: 502/1008, the seller tries again", async () => {
    const seller = await payingReferredSeller("stripe-down");
    refuseRequests(
      (request) => request.method === "DELETE" && new URL(request.url).pathname.startsWith("/v1/customers/"),
      () => Response.json({ error: { type: "api_error", message: "down" } }, { status: 500 }),
    );
    const refused = await deleteAccount(seller);
    expect(refused.status).toBe(502);
    expect(refused.json.data.code).toBe(1008);
    expect((await call("/api/users", { cookie: seller.cookie })).status).toBe(200);
    expect(await trackedCalls(seller.email)).toHaveLength(1);

    vi.restoreAllMocks();
    expect((await deleteAccount(seller)).status).toBe(200);
    expect((await stripeApi("GET", `/v1/customers/${seller.customer}`)).body.deleted).toBe(true);
    expect(await trackedCalls(seller.email)).toEqual([]);
  });

  it("deletes the account when the tracker is down, and logs the seller's id for an operator", async () => {
    const seller = await payingReferredSeller("tracker-down");
    const tracker = env.REFERRAL_TRACKER_URL;
    refuseRequests(
      (request) => request.method === "DELETE" && request.url.startsWith(tracker),
      () => new Response("unavailable", { status: 503 }),
    );
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect((await deleteAccount(seller)).status).toBe(200);
    expect((await call("/api/users", { cookie: seller.cookie })).json.data.code).toBe(1009);
    const lines = logged.mock.calls.map((args) => args.map(String).join(" "));
    const line = lines.find((one) => one.includes('"event":"referral-erase-failed"'));
    expect(JSON.parse(line ?? "{}")).toMatchObject({ level: "error", uid: seller.id });
    expect(line).not.toContain(seller.email);
  });
});
