import { mkdirSync, readFileSync } from "node:fs";
import { type Browser, type BrowserContext, chromium, type Download, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";

const SCREENSHOTS = ".data/screenshots";
const DOWNLOADS = ".data/e2e-downloads";
/** How long a page.goto or reload may take to reach its load event. */
const NAVIGATION_TIMEOUT = 60_000;

/** The run's Chromium for one test file; a fresh context (cookies, storage) per test. */
export function useBrowser() {
  const baseUrl = inject("baseUrl");
  let browser: Browser;
  let context: BrowserContext;
  const session = { page: undefined as unknown as Page, baseUrl };

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserEndpoint"));
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
  // Disconnects this file, closing its contexts; the browser itself serves the next file.
  afterAll(async () => {
    await browser.close();
  });
  return session;
}

export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: "disabled" });
}

/** A download's contents: the browser is the run's shared one, so the file is copied over, not read in place. */
export async function downloadedText(download: Download) {
  mkdirSync(DOWNLOADS, { recursive: true });
  const path = `${DOWNLOADS}/${Date.now()}-${download.suggestedFilename()}`;
  await download.saveAs(path);
  return readFileSync(path, "utf8");
}
