import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emptyDatabase, settledBackgroundWork } from "./support/fresh-database";

// Every file of a run shares one workerd (vitest.config.ts: isolate false), so each starts on a D1 as
// empty as a fresh one: migrated once, then emptied of what earlier files left.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await settledBackgroundWork(env.DB);
await emptyDatabase(env.DB);
// Faults an earlier file switched on and could not switch off (its DELETE lost) must not fail this one.
await askSandbox("DELETE", "/_sandbox/faults");
await askSandbox("DELETE", "/_sandbox/mail/fault");
// Nor the products an earlier file advertised, the stock it ran out or the days it advanced the clock.
await askSandbox("POST", "/_sandbox/reset");

/**
 * An idempotent request, asked again when the connection drops: a shard's first file found the sandbox's
 * wrangler dev, just started, dropping its first connection ("Network connection lost") on a busy machine.
 */
async function askSandbox(method: "DELETE" | "POST", path: string, attempts = 5) {
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`${env.SANDBOX_URL}${path}`, { method });
      if (response.ok) return;
      if (attempt >= attempts) throw new Error(`${method} ${path} answered ${response.status}`);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.warn(`apply-migrations: ${method} ${path} failed (${String(error)}); asking again`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
  }
}
