declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** The sandbox marketplace the tests run against. */
    SANDBOX_URL: string;
  }
  interface GlobalProps {
    mainModule: typeof import("../../worker/index");
  }
}
