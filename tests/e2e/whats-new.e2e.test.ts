import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CURRENT_RELEASE } from "../../web/src/features/whats-new/current-release";
import { withConnectedAccount, withUserFields } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { fetchThrough } from "./support/route-fetch";
import { sellerOverHttp } from "./support/seller-over-http";
import { gone, visible } from "./support/wait";

const NEXT_RELEASE_ID = "2099-01-01";

const noticeOf = (page: Page) => page.getByRole("complementary", { name: "What's new in Skupilot" });

/** The "last update id" this browser stored (spec 000 §3, §9: browser storage, its key holds the app origin). */
const storedId = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem(`${window.location.origin}:skupilot:last-update-id`));
const storeId = (page: Page, id: string) =>
  page.evaluate(
    (value) => window.localStorage.setItem(`${window.location.origin}:skupilot:last-update-id`, value),
    id,
  );

/** The notice leaves the assistant's round button (a seller on a chat plan has it) in view and clickable. */
async function expectChatButtonClear(page: Page) {
  const chat = page.getByRole("button", { name: "Open the AI assistant" });
  // A trial click checks that the button, not something over it, would take the click.
  await chat.click({ trial: true, timeout: 5_000 });
  const [notice, button] = [await noticeOf(page).boundingBox(), await chat.boundingBox()];
  if (!notice || !button) throw new Error("the notice or the assistant's button has no box");
  expect(notice.y + notice.height).toBeLessThanOrEqual(button.y);
}

async function openHelp(page: Page) {
  await page.goto("/help");
  await visible(page.getByRole("heading", { name: "Help", level: 1 }));
}

describe("the what's-new notice, once per release (spec 000 §3, §9)", () => {
  const browser = useBrowser();

  it("shows once to a seller who last saw an earlier release, not after 'Got it', and again for the next release", async () => {
    const { page } = browser;
    await withConnectedAccount(page);
    await withUserFields(page, { tariffPlan: "START_UP", isAdLimitReached: false });
    await sellerOverHttp(page);
    await openHelp(page);
    // A browser new to the app has nothing to catch up on: it remembers this release without a notice.
    expect(await noticeOf(page).count()).toBe(0);
    expect(await storedId(page)).toBe(CURRENT_RELEASE.id);

    await storeId(page, "2026-06-01");
    await page.reload();
    const notice = noticeOf(page);
    await visible(notice);
    await visible(notice.getByRole("heading", { name: "What's new in Skupilot" }));
    for (const note of CURRENT_RELEASE.notes) await visible(notice.getByText(note, { exact: true }));
    await expectChatButtonClear(page);
    await screenshot(page, "whats-new");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectChatButtonClear(page);
    await screenshot(page, "whats-new-phone");
    await page.setViewportSize({ width: 1366, height: 900 });

    await notice.getByRole("button", { name: "Got it" }).click();
    await gone(notice);
    expect(await storedId(page)).toBe(CURRENT_RELEASE.id);
    await openHelp(page);
    expect(await noticeOf(page).count()).toBe(0);

    // The next deploy: the same app with another release id in its bundle.
    await page.route("**/assets/*.js", async (route) => {
      const response = await fetchThrough(route);
      const body = (await response.text()).replaceAll(CURRENT_RELEASE.id, NEXT_RELEASE_ID);
      await route.fulfill({ response, body });
    });
    await page.reload();
    await visible(noticeOf(page));
    await noticeOf(page).getByRole("button", { name: "Close what's new" }).click();
    await gone(noticeOf(page));
    expect(await storedId(page)).toBe(NEXT_RELEASE_ID);
  });
});
