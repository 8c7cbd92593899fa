import { existsSync, mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

const SCREENSHOTS = ".data/screenshots";
/** How long a page.goto or reload may take to reach its load event. */
const NAVIGATION_TIMEOUT = 60_000;

/**
 * Debian's Chromium headless shell (the build Playwright runs headless: Blink and V8 without a browser
 * window around the page, whose tab strip and throbber cost the full browser ~0.6 s of CPU a page load
 * here), or the full browser where the shell is missing; npm test's bootstrap installs both.
 */
const CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

/**
 * Chromium, headless, one per test file; a fresh context (cookies, storage) per test.
 * Flags from shared/STACK.md: no sandbox as root, no background network on a closed machine.
 */
export function useBrowser() {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext;
  const session = { page: undefined as unknown as Page, baseUrl };

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      headless: true,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    });
  });
  beforeEach(async () => {
    context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
    // A fresh context's first page load waited past Playwright's 30 s beside two busy loops: the Worker
    // answered the document in 4 ms and the page asked for nothing more within them.
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    session.page = await context.newPage();
  });
  afterEach(async () => {
    await context.close();
  });
  afterAll(async () => {
    await browser.close();
  });
  return session;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}
