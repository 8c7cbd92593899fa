import type { Page } from "playwright-core";
import { openInApp } from "./open-in-app";

/**
 * Opens `path` through the app's router when the app is already loaded in `page` (a seeded seller's
 * first call lands on the dashboard), else loads it: a page load is the dearest step of a test.
 */
export async function openScreen(page: Page, path: string) {
  const appLoaded = await page.evaluate(() => (document.getElementById("root")?.childElementCount ?? 0) > 0);
  if (appLoaded) await openInApp(page, path);
  else await page.goto(path);
}
