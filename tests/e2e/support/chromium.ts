import { chromium } from "playwright-core";

/**
 * Debian's Chromium, headless. Flags from shared/STACK.md: no sandbox as root, no background network on a
 * closed machine. The global setup starts it once per run (launchBrowserServer); each file connects to it.
 */
export function launchBrowserServer() {
  return chromium.launchServer({
    executablePath: "/usr/bin/chromium",
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
}
