/** One cold page load of a screen in its own browser context: when its data showed, and its requests. */
import type { Browser } from "playwright-core";
import type { Screen } from "./screens";

export type Request = { url: string; startMs: number; endMs: number };
export type PageLoad = { firstDataMs: number; openedMs?: number; requests: Request[] };

declare global {
  interface Window {
    /** performance.now() when the screen's first-data selector first matched (set by the init script). */
    benchFirstData?: number;
  }
}

/**
 * Loads `base + screen.path` in a fresh context (no cache, no service worker) with the seller's cookies.
 * A MutationObserver installed before the app's first script notes the moment the selector first matches,
 * so the time is the page's own (ms since the navigation started), not when this process looked.
 */
export async function loadCold(
  browser: Browser,
  base: string,
  cookies: { name: string; value: string }[],
  screen: Screen,
  path: string,
  screenshot?: string,
  width = 1440,
): Promise<PageLoad> {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
  try {
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
    await context.addInitScript((selector: string) => {
      const observer = new MutationObserver(() => {
        if (window.benchFirstData === undefined && document.querySelector(selector)) {
          window.benchFirstData = performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    }, screen.firstData);
    const page = await context.newPage();
    await page.goto(`${base}${path}`, { waitUntil: "commit" });
    let openedMs: number | undefined;
    if (screen.opener) {
      await page.locator(screen.opener).click({ timeout: 30_000 });
      openedMs = await page.evaluate(() => performance.now());
    }
    await page
      .waitForFunction(() => window.benchFirstData !== undefined, undefined, { timeout: 30_000, polling: 50 })
      .catch((error: Error) => {
        throw new Error(`${screen.name} (${path}): ${screen.firstData} never matched: ${error.message}`);
      });
    if (screenshot) await page.screenshot({ path: screenshot });
    return await page.evaluate((opened) => {
      const origin = window.location.origin;
      const requests = performance.getEntriesByType("resource").map((entry) => {
        const timing = entry as PerformanceResourceTiming;
        return {
          url: timing.name.replace(origin, ""),
          startMs: Math.round(timing.startTime),
          endMs: Math.round(timing.responseEnd),
        };
      });
      const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
      const document = {
        url: window.location.pathname,
        startMs: 0,
        endMs: Math.round(navigation?.responseEnd ?? 0),
      };
      return {
        firstDataMs: Math.round(window.benchFirstData ?? -1),
        openedMs: opened === undefined ? undefined : Math.round(opened),
        requests: [document, ...requests],
      };
    }, openedMs);
  } finally {
    await context.close();
  }
}
