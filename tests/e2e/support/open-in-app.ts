import type { Page } from "playwright-core";

/**
 * Opens `path` through the app's router, as a link in the app would, without loading the page again:
 * for a test that checks what many addresses show, where a whole page load each cost seconds of CPU.
 */
export const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
