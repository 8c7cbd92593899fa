import { existsSync } from "node:fs";
import { type BrowserServer, chromium } from "playwright-core";

/**
 * Debian's Chromium headless shell (the build Playwright runs headless: Blink and V8 without a browser
 * window around the page, whose tab strip and throbber cost the full browser ~0.6 s of CPU a page load
 * here), or the full browser where the shell is missing; npm test's bootstrap installs both.
 */
const CHROMIUM = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find((path) => existsSync(path));

/**
 * One headless Chromium for a whole run (global-setup.ts), each file connecting to it (browser.ts): one per
 * file cost a launch and a second of CPU for each of ~50 files. Flags from shared/STACK.md: no sandbox as
 * root, no background network on a closed machine.
 */
export const launchBrowserServer = (): Promise<BrowserServer> =>
  chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    host: "127.0.0.1",
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
