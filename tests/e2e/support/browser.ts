import { mkdirSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Download, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

const SCREENSHOTS = ".data/screenshots";
/** How long a page.goto or reload may take to reach its load event. */
const NAVIGATION_TIMEOUT = 60_000;

/**
 * The run's Chromium (support/chromium.ts), connected once per test file; a fresh context (cookies,
 * storage) per test.
 */
export function useBrowser() {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext;
  const session = { page: undefined as unknown as Page, baseUrl };

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserWsEndpoint"));
  });
  beforeEach(async () => {
    // Reduced motion, as the app honours it (theme.ts): spinners and skeletons left animating while a test
    // waits kept the renderer and the compositor drawing frames (four files: Chromium 77 → 66 core-s).
    context = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1366, height: 900 },
      reducedMotion: "reduce",
    });
    // A fresh context's first page load waited past Playwright's 30 s beside two busy loops: the Worker
    // answered the document in 4 ms and the page asked for nothing more within them.
    context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
    session.page = await context.newPage();
  });
  afterEach(async () => {
    // A route handler still fetching when the context closes would end the run as an unhandled
    // rejection ("Request context disposed", sku-keywords-ui once on a loaded machine): let them go.
    await context.unrouteAll({ behavior: "ignoreErrors" });
    for (const page of context.pages()) await page.unrouteAll({ behavior: "ignoreErrors" });
    await context.close();
  });
  // A connected browser's close() closes this file's contexts and disconnects; the browser stays for the next file.
  afterAll(async () => {
    await browser.close();
  });
  return session;
}

/**
 * A full-page PNG of what the test sees, to look at (.data/screenshots); `fullPage: false` keeps to the
 * window, as a dialog over a page taller than a phone's window is seen. `npm test` takes none
 * (E2E_SCREENSHOTS=0: ~160 of them cost ~30 s of CPU a run that nobody opens); `npm run test:e2e` and
 * `E2E_SCREENSHOTS=1 npm test` do.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (process.env.E2E_SCREENSHOTS === "0") return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage, animations: "disabled" });
}

/** A download's bytes: the run's Chromium is connected to remotely, where `download.path()` is not available. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
