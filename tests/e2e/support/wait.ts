import type { Locator } from "playwright-core";

/**
 * playwright-core has no test `expect`: these wait for what the user should (not) see, or fail. The
 * default bound is 30 s: a page's data took over 10 s beside the other shard on the 2 shared cores.
 */
export const visible = (locator: Locator, timeout = 30_000) =>
  locator.first().waitFor({ state: "visible", timeout });
export const gone = (locator: Locator, timeout = 30_000) =>
  locator.first().waitFor({ state: "hidden", timeout });
