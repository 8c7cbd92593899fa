/** M7 (issue 32): a promotion-code lookup only validates, attaching is a POST, and lookups are limited. */
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  MAX_LOOKUPS_PER_IP,
  MAX_LOOKUPS_PER_SELLER,
  TOO_MANY_LOOKUPS,
} from "../../../worker/services/billing/promotion-code-lookups";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";

const lookUp = (cookie: string, code: string, headers: Record<string, string> = {}) =>
  call(`/api/subscriptions/promotion-code/${encodeURIComponent(code)}`, { cookie, headers });
const apply = (cookie: string, code: string) =>
  call(`/api/subscriptions/promotion-code/${encodeURIComponent(code)}`, { method: "POST", cookie });
const attached = async (cookie: string) =>
  (await call("/api/subscriptions/promotion-code", { cookie })).json.data.promotionCode;

/** Outgoing requests but the marketplace clock's: what reached Stripe. */
const leftTheWorker = (calls: unknown[][]) =>
  calls
    .map(([request]) => (request instanceof Request ? request.url : String(request)))
    .filter((url) => !url.startsWith(String(env.MARKETPLACE_CLOCK_URL)));

describe("promotion-code lookups", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a GET only validates: a link the seller opens attaches no code", async () => {
    const seller = await signedInUser("promo-get");
    const looked = await lookUp(seller.cookie, "WELCOME10");
    expect(looked.status).toBe(200);
    expect(looked.json.data).toMatchObject({ code: "WELCOME10", isCouponValid: true });
    expect(await attached(seller.cookie)).toBeNull();
    expect((await call("/api/users", { cookie: seller.cookie })).json.data.promotionCode).toBeNull();
  });

  it("a POST validates and attaches a code that applies", async () => {
    const seller = await signedInUser("promo-post");
    const applied = await apply(seller.cookie, "WELCOME10");
    expect(applied.status).toBe(200);
    expect(applied.json.data).toMatchObject({ code: "WELCOME10", couponPercentOff: 10 });
    expect(await attached(seller.cookie)).toMatchObject({ code: "WELCOME10" });
    // An expired code is answered, not attached.
    const other = await signedInUser("promo-post");
    expect((await apply(other.cookie, "SPRING30")).json.data).toMatchObject({ isCouponValid: false });
    expect(await attached(other.cookie)).toBeNull();
  });

  it(`takes ${MAX_LOOKUPS_PER_SELLER} lookups an hour from one seller, GET and POST together, then 429/1007 without asking Stripe`, async () => {
    const seller = await signedInUser("promo-limit");
    for (let tried = 0; tried < MAX_LOOKUPS_PER_SELLER; tried++) {
      const answer =
        tried % 2 ? await apply(seller.cookie, "SUMMER25") : await lookUp(seller.cookie, "SUMMER25");
      expect(answer.status).toBe(200);
    }
    const fetches = vi.spyOn(globalThis, "fetch");
    for (const refused of [
      await lookUp(seller.cookie, "WELCOME10"),
      await apply(seller.cookie, "WELCOME10"),
    ]) {
      expect(refused.status).toBe(429);
      expect(refused.headers.get("Retry-After")).toBe("3600");
      expect(refused.json).toEqual({ status: "ERROR", data: { code: 1007, message: TOO_MANY_LOOKUPS } });
    }
    expect(leftTheWorker(fetches.mock.calls)).toEqual([]);
    expect(await attached(seller.cookie)).toBeNull();
    expect((await lookUp((await signedInUser("promo-limit-other")).cookie, "WELCOME10")).status).toBe(200);
  });

  it(`takes ${MAX_LOOKUPS_PER_IP} lookups an hour from one address over every seller`, async () => {
    const from = { "CF-Connecting-IP": "203.0.113.51" };
    for (let seller = 0; seller < MAX_LOOKUPS_PER_IP / MAX_LOOKUPS_PER_SELLER; seller++) {
      const { cookie } = await signedInUser("promo-ip");
      for (let tried = 0; tried < MAX_LOOKUPS_PER_SELLER; tried++)
        expect((await lookUp(cookie, "NOPE", from)).status).toBe(404);
    }
    const next = await signedInUser("promo-ip");
    expect((await lookUp(next.cookie, "WELCOME10", from)).status).toBe(429);
    expect((await lookUp(next.cookie, "WELCOME10", { "CF-Connecting-IP": "203.0.113.52" })).status).toBe(200);
  });

  it("remembers a code Stripe does not know: asked again (in any case), the answer is 1006 without asking Stripe", async () => {
    const seller = await signedInUser("promo-unknown");
    const first = await lookUp(seller.cookie, "NO-SUCH-CODE-7");
    expect(first.status).toBe(404);
    expect(first.json.data).toMatchObject({ code: 1006, field: "code" });
    const fetches = vi.spyOn(globalThis, "fetch");
    const again = [
      await lookUp(seller.cookie, "NO-SUCH-CODE-7"),
      await apply(seller.cookie, "NO-SUCH-CODE-7"),
      await lookUp(seller.cookie, "no-such-code-7"),
    ];
    for (const answer of again) {
      expect(answer.status).toBe(404);
      expect(answer.json.data).toEqual({
        code: 1006,
        field: "code",
        message: "This promotion code does not exist.",
      });
    }
    expect(leftTheWorker(fetches.mock.calls)).toEqual([]);
  });
});
