declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty D1 of its own, migrated step by step by users/organisation-migration.test.ts. */
    MIGRATION_TEST_DB: D1Database;
    /** The sandbox marketplace the tests run against. */
    SANDBOX_URL: string;
    /** The key of the sandbox's OpenAI-compatible chat completions endpoint (`${SANDBOX_URL}/v1`). */
    SANDBOX_LLM_API_KEY: string;
    /** bench:faults' rate and seed as JSON ({"rate":0.2,"seed":"…"}) for fault-parity.test.ts; "" otherwise. */
    FAULT_BENCH: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/dev/index");
  }
}
