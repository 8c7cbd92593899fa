import type { Locator } from "playwright-core";

/** playwright-core has no test `expect`: these wait for what the user should (not) see, or fail. */
export const visible = (locator: Locator, timeout = 10_000) =>
  locator.first().waitFor({ state: "visible", timeout });
export const gone = (locator: Locator, timeout = 10_000) =>
  locator.first().waitFor({ state: "hidden", timeout });
