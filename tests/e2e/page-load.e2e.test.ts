import { describe, expect, it } from "vitest";
import { ENTRY_GZIP_LIMIT_KB, entryJsSize } from "../../bench/web/entry-size";
import { useBrowser } from "./support/browser";
import { seededDemoSeller } from "./support/seeded-seller";
import { visible } from "./support/wait";

const SHELL_READS = ["/api/users", "/api/amazon/profiles", "/api/clock"];

describe("a cold page load (issue 33 item 7)", () => {
  const browser = useBrowser();

  it(`the built app's entry JS stays within ${ENTRY_GZIP_LIMIT_KB} kB gzip`, () => {
    expect(entryJsSize().entryGzipKb).toBeLessThanOrEqual(ENTRY_GZIP_LIMIT_KB);
  });

  it("asks for the user, the accounts and the clock once each, before the page's chunk, and shows the page", async () => {
    const { page } = browser;
    await seededDemoSeller(page);
    // Nothing from the browser's cache: the reload fetches every file as a first visit would.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const asked: string[] = [];
    page.on("request", (request) => asked.push(new URL(request.url()).pathname));
    await page.reload();
    await visible(page.getByText("Total Campaigns").first());

    expect(SHELL_READS.map((path) => asked.filter((url) => url === path).length)).toEqual([1, 1, 1]);
    // The dashboard's chunk is asked for by the app's own first module: each read was asked for before it.
    const pageChunk = asked.findIndex((path) => /^\/assets\/dashboard-page-.*\.js$/.test(path));
    expect(pageChunk).toBeGreaterThan(0);
    for (const path of SHELL_READS) expect(asked.indexOf(path)).toBeLessThan(pageChunk);
    // A read no screen takes (the clock, on the dashboard) is read to its end all the same: nothing stays open.
    await page.waitForLoadState("networkidle");
  });
});
