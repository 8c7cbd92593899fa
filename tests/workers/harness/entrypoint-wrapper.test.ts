/**
 * The pool's wrapper of the Worker's entrypoint (patches/@cloudflare+vitest-pool-workers+*.patch,
 * cloudflare/workers-sdk#15092): unpatched, every request wrapped the shared prototype in one more Proxy,
 * so a property read walked one trap per request made so far and the run slowed quadratically (a health
 * request: 10 ms at first, 236 ms after 600 requests).
 */
import { createExecutionContext, env } from "cloudflare:test";
// @ts-expect-error: the pool's internal module has no published types
import { createWorkerEntrypointWrapper } from "cloudflare:test-internal";
import { expect, it } from "vitest";

it("keeps one prototype for every instance of the entrypoint's wrapper", () => {
  const Wrapper = createWorkerEntrypointWrapper("default");
  const first = new Wrapper(createExecutionContext(), env);
  const later = Array.from({ length: 5 }, () => new Wrapper(createExecutionContext(), env));
  for (const instance of later) expect(Object.getPrototypeOf(instance)).toBe(Object.getPrototypeOf(first));
  expect(Object.getPrototypeOf(first)).toBe(Wrapper.prototype);
});
