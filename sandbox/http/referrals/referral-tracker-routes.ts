import { Hono } from "hono";
import type { SandboxEnv } from "../sandbox-context";

/** One call the product made to the referral tracker, with the wall time it arrived. */
export type ReferralCall = { uid: string; email: string; receivedAt: string };

const CALLS_KEY = "referral-tracker:calls";

/**
 * Sandbox-only stand-in for an affiliate programme's referral tracker (REFERRAL_TRACKER_URL):
 * `POST /_sandbox/referral-tracker {uid, email}` records the seller it is told about;
 * `GET /_sandbox/referral-tracker/calls[?email=]` answers `{calls}` in the order they came, so tests
 * can read what the product sent; `DELETE /_sandbox/referral-tracker/<uid>` erases everything recorded
 * about that seller (a deleted account), answering `{erased: <count>}`, 0 for a seller it never heard of.
 */
export const referralTrackerRoutes = new Hono<SandboxEnv>()
  .post("/", async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown>;
    const { uid, email } = body;
    if (typeof uid !== "string" || !uid || typeof email !== "string" || !email) {
      return c.json({ error: 'Send {"uid": "…", "email": "…"}.' }, 400);
    }
    const { storage } = c.var.deps;
    const call: ReferralCall = { uid, email, receivedAt: new Date().toISOString() };
    await storage.put(CALLS_KEY, [...((await storage.get<ReferralCall[]>(CALLS_KEY)) ?? []), call]);
    return c.json({ recorded: call }, 201);
  })
  .delete("/:uid", async (c) => {
    const { storage } = c.var.deps;
    const uid = c.req.param("uid");
    const calls = (await storage.get<ReferralCall[]>(CALLS_KEY)) ?? [];
    const kept = calls.filter((call) => call.uid !== uid);
    await storage.put(CALLS_KEY, kept);
    return c.json({ erased: calls.length - kept.length });
  })
  .get("/calls", async (c) => {
    const email = c.req.query("email");
    const calls = (await c.var.deps.storage.get<ReferralCall[]>(CALLS_KEY)) ?? [];
    return c.json({ calls: email ? calls.filter((call) => call.email === email) : calls });
  });
