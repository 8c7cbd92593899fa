import type { Locator } from "playwright-core";
import { expect } from "vitest";
import { SEARCH_DEBOUNCE_MS } from "../../../web/src/hooks/use-debounced-value";

type Typed = { at: number; value: string };
type Sent = { at: number; value: string };

/**
 * Types `text` key by key into a search field and waits for the search call carrying `sent` (the `param` of
 * a fetch whose path contains `path`). Then checks the debounce on the page's own clock: every search
 * call went out at least the debounce after the last keystroke, with the text the field held then, and there
 * was one call per pause that long (the last one included). On a busy machine keystrokes can arrive further
 * apart than the debounce: to the app, as to a seller, that is typing that stopped. Answers the texts sent.
 */
export async function expectDebouncedSearch(
  field: Locator,
  text: string,
  { sent, path, param }: { sent: string; path: string; param: string },
) {
  await field.evaluate((input) => {
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(1000);
    const typed: Typed[] = [];
    Object.assign(window, { typedSearch: typed });
    input.addEventListener("input", () =>
      typed.push({ at: performance.now(), value: (input as HTMLInputElement).value }),
    );
  });
  await field.pressSequentially(text, { delay: 20 });

  const log = () =>
    field.evaluate(
      (_input, { path, param }) => {
        const calls: Sent[] = [];
        for (const entry of performance.getEntriesByType("resource") as PerformanceResourceTiming[]) {
          if (entry.initiatorType !== "fetch") continue;
          const url = new URL(entry.name);
          const value = url.searchParams.get(param);
          if (url.pathname.includes(path) && value) calls.push({ at: entry.startTime, value });
        }
        return { typed: (window as unknown as { typedSearch: Typed[] }).typedSearch, calls };
      },
      { path, param },
    );
  await expect.poll(async () => (await log()).calls.some((call) => call.value === sent)).toBe(true);

  const { typed, calls } = await log();
  const pauses = typed.filter((key, index) => {
    const next = typed[index + 1];
    return !next || next.at - key.at >= SEARCH_DEBOUNCE_MS;
  }).length;
  for (const call of calls) {
    const lastKey = typed.filter((key) => key.at <= call.at).at(-1);
    expect(lastKey?.value.toLowerCase()).toBe(call.value.toLowerCase());
    expect(call.at - (lastKey?.at ?? 0)).toBeGreaterThanOrEqual(SEARCH_DEBOUNCE_MS - 1);
  }
  expect(calls).toHaveLength(pauses);
  return calls.map((call) => call.value);
}
