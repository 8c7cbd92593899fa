import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterAll, vi } from "vitest";
import { sandboxFetch } from "./sandbox";

// Every file of a run shares one workerd and its Marketplace object (vitest.config.ts: isolate false), so
// each starts on a sandbox as a fresh one answers: its storage emptied (grants, tokens, report jobs,
// Stripe objects, the outbox, faults, the write log) and the demo world as its seed generated it.
const marketplace = env.MARKETPLACE.get(env.MARKETPLACE.idFromName("world"));
const emptyStorage = () => runInDurableObject(marketplace, (_object, state) => state.storage.deleteAll());

await emptyStorage();
// A webhook delivery an earlier file left under way would record it after the emptying: the forced
// retry waits for it (it runs after the deliveries queued before it), then the storage is emptied again.
await sandboxFetch("/_sandbox/stripe/webhooks/retry", { method: "POST" });
await emptyStorage();
const reset = await sandboxFetch("/_sandbox/reset", { method: "POST" });
if (!reset.ok) throw new Error(`POST /_sandbox/reset answered ${reset.status}`);

// A file's spies on fetch (captureWebhooks) must not answer the next file's webhooks.
afterAll(() => {
  vi.restoreAllMocks();
});
