import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { emptyDatabase, settledBackgroundWork } from "./support/fresh-database";

// Every file of a run shares one workerd (vitest.config.ts: isolate false), so each starts on a D1 as
// empty as a fresh one: migrated once, then emptied of what earlier files left.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
await settledBackgroundWork(env.DB);
await emptyDatabase(env.DB);
// Faults an earlier file switched on and could not switch off (its DELETE lost) must not fail this one.
await fetch(`${env.SANDBOX_URL}/_sandbox/faults`, { method: "DELETE" });
await fetch(`${env.SANDBOX_URL}/_sandbox/mail/fault`, { method: "DELETE" });
