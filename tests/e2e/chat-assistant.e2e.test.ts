/**
 * The AI assistant end to end (issue 19's browser acceptance): the demo seller, synced from the
 * sandbox and on START_UP bought through its checkout, asks the offline analyst about wasted spend,
 * uses the budget widget of the answer, and sees the campaign list follow; older messages, links,
 * Clear chat, two tabs, and the sellers who get no chat button. Everything is real: the Worker, the
 * chat's D1, the seller's channel and the sandbox's Amazon. Only the older messages are seeded.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { screenshot, useBrowser } from "./support/browser";
import { markManagedCampaigns } from "./support/demo-seller";
import { localD1 } from "./support/local-d1";
import { buyStartUp } from "./support/plans";
import { channelFramesOf } from "./support/realtime-frames";
import { sellerOverHttp } from "./support/seller-over-http";
import { CONNECT_TIMEOUT, sharedDemoSeller } from "./support/signed-in-demo-seller";
import { chooseMenuItem, hoverTip, toast } from "./support/ui";
import { gone, visible } from "./support/wait";

const openButton = (page: Page) => page.getByRole("button", { name: "Open the AI assistant" });
const panelOf = (page: Page) => page.getByRole("dialog", { name: "Chat with an AI assistant" });
const messagesOf = (page: Page) => panelOf(page).getByTestId("chat-message");
const quote = (value: string) => `'${value.replaceAll("'", "''")}'`;

async function openChat(page: Page) {
  await openButton(page).click();
  await visible(panelOf(page));
}

/** Sends a question through the box and the Send button. */
async function ask(page: Page, question: string) {
  await panelOf(page).getByRole("textbox", { name: "Message" }).fill(question);
  await panelOf(page).getByRole("button", { name: "Send" }).click();
}

/** Records, from now on, whether the typing loader was ever on screen (the analyst may answer within a frame). */
const watchTypingLoader = (page: Page) =>
  page.evaluate(() => {
    const seen = { typing: false };
    (window as unknown as { typingSeen: typeof seen }).typingSeen = seen;
    const look = () => {
      if (document.querySelector('[role="status"][aria-label="The assistant is typing"]')) seen.typing = true;
    };
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, attributes: true });
  });
const typingLoaderSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { typingSeen: { typing: boolean } }).typingSeen.typing);

describe("the AI assistant against the sandbox", () => {
  const browser = useBrowser();
  const demoSeller = sharedDemoSeller();
  let email = "";

  it(
    "answers wasted spend with a budget widget; using it changes the budget on Amazon and in the campaign list, in every tab",
    async () => {
      const { page } = browser;
      ({ email } = await demoSeller(page));
      const [managed] = await markManagedCampaigns(email, { states: ["ENABLED"] });
      if (!managed) throw new Error("the demo seller has enabled US campaigns");
      await buyStartUp(page);

      // The page's socket opens with the page: listen first.
      const frames = channelFramesOf(page);
      await page.goto("/quick-launch");
      await visible(page.getByRole("heading", { name: "Quick Launch", level: 1 }));
      // A second tab of the same session, its chat open too: the reply reaches both.
      const secondTab = await page.context().newPage();
      await secondTab.goto("/quick-launch");
      await openChat(secondTab);
      await openChat(page);

      await watchTypingLoader(page);
      await ask(page, "Where am I wasting ad spend?");
      const reply = messagesOf(page).filter({ hasText: "Wasted spend in" });
      await visible(reply);
      expect(await typingLoaderSeen(page)).toBe(true);
      const chatTypes = frames.events.filter((event) => event.key === "messages").map((event) => event.type);
      expect(chatTypes.slice(0, 2)).toEqual(["MESSAGE_TYPING", "MESSAGE_COMPLETED"]);
      await visible(messagesOf(secondTab).filter({ hasText: "Wasted spend in" }));
      await screenshot(page, "chat-assistant-wasted-spend");

      // The chat's own label (issue 32, M2): the campaign's stored name, quoted.
      const widget = reply.getByRole("button", { name: /^Set the daily budget of campaign "/ });
      const widgetName = (await widget.innerText()).trim();
      const campaignName = /campaign "(.*)"/.exec(widgetName)?.[1] ?? "";
      await widget.click();
      const modal = page.getByRole("dialog", { name: widgetName });
      const amount = modal.getByLabel("Enter daily budget");
      await amount.fill("");
      expect(await modal.getByRole("button", { name: "Confirm" }).isDisabled()).toBe(true);
      await amount.fill("37");
      await modal.getByRole("button", { name: "Confirm" }).click();
      await visible(toast(page, "Action performed successfully"));
      await gone(modal);

      // Used: disabled in both tabs (MESSAGE_UPDATED), with the tooltip saying so.
      await expect.poll(() => widget.isDisabled()).toBe(true);
      await expect
        .poll(() => messagesOf(secondTab).getByRole("button", { name: widgetName }).isDisabled())
        .toBe(true);
      // The disabled button takes no pointer: the tooltip hangs on the span around it.
      await hoverTip(widget.locator("xpath=.."), "You have already used this widget");

      // The campaign list behind the panel was read again: the new budget, as stored from Amazon's answer.
      await page.mouse.click(10, 450);
      await gone(panelOf(page));
      await page.getByLabel("Search campaigns").fill(campaignName);
      await visible(page.getByRole("row").filter({ hasText: campaignName }).getByText("$37.00"));
      const [stored] = await localD1<{ budget_cents: number }>(
        `select budget_cents from sp_campaigns where name = ${quote(campaignName)} and profile_id = ${managed.profile_id}`,
      );
      expect(stored?.budget_cents).toBe(3700);
      await secondTab.close();
    },
    CONNECT_TIMEOUT,
  );

  it("loads older messages when scrolled to the top, shows a javascript: link as text, and Clear chat empties it", async () => {
    const { page } = browser;
    await demoSeller(page);
    const [chat] = await localD1<{ id: string }>(
      `select c.id from chats c join users u on u.id = c.user_id where u.email = ${quote(email)}`,
    );
    if (!chat) throw new Error("the first test made the seller's chat");
    // The chat as a seller who talked a lot: 30 answers, the last one with a javascript: link.
    await localD1(`delete from chat_messages where chat_id = ${quote(chat.id)}`);
    const rows = Array.from(
      { length: 30 },
      (_, index) =>
        `(${quote(`seeded-${index}`)}, ${quote(chat.id)}, ${index + 1}, 'AI', 'COMPLETED', ${quote(`Earlier answer ${index + 1}`)}, 0, ${Date.UTC(2026, 9, 1, 8, index)})`,
    );
    await localD1(
      "insert into chat_messages (id, chat_id, position, sender, status, text, is_widget_used, created_at) values " +
        `${rows.join(", ")}, ('seeded-link', ${quote(chat.id)}, 31, 'AI', 'COMPLETED', 'Do not [open this](javascript:alert(1)) but [the help](https://example.com/help).', 0, ${Date.UTC(2026, 9, 1, 9)})`,
    );

    await openChat(page);
    const linkMessage = messagesOf(page).filter({ hasText: "Do not open this" });
    await visible(linkMessage);
    expect(await linkMessage.getByRole("link").count()).toBe(1);
    expect(await linkMessage.getByRole("link", { name: "the help" }).getAttribute("href")).toBe(
      "https://example.com/help",
    );
    const firstMessage = messagesOf(page).filter({ hasText: /^Earlier answer 1$/ });
    expect(await firstMessage.count()).toBe(0);

    // Scrolled to the top, the older pages arrive, down to the very first message.
    const list = panelOf(page).getByTestId("chat-messages");
    await expect
      .poll(
        async () => {
          await list.evaluate((element) => element.scrollTo({ top: 0 }));
          return messagesOf(page)
            .filter({ hasText: /^Earlier answer 1$/ })
            .count();
        },
        { timeout: 30_000, interval: 500 },
      )
      .toBe(1);

    const cleared = page.waitForResponse(
      (response) => response.request().method() === "PATCH" && response.url().endsWith("/clear"),
    );
    await chooseMenuItem(panelOf(page).getByRole("button", { name: "Chat options" }), "Clear chat");
    expect((await cleared).ok()).toBe(true);
    await expect.poll(() => messagesOf(page).count(), { timeout: 30_000 }).toBe(0);
    await page.reload();
    await openChat(page);
    await expect.poll(() => messagesOf(page).count()).toBe(0);
  }, 90_000);

  it("shows no chat button to a seller in trial (no plan) nor to one at the ad limit", async () => {
    const { page } = browser;
    await demoSeller(page);
    await visible(openButton(page));
    await localD1(`update users set is_ad_limit_reached = 1 where email = ${quote(email)}`);
    try {
      await page.reload();
      // Document 000 §2.2: the ad-limit dialog greets the seller; the chat button is gone with it.
      await visible(page.getByRole("dialog", { name: "Ad limit reached" }));
      expect(await openButton(page).count()).toBe(0);
    } finally {
      await localD1(`update users set is_ad_limit_reached = 0 where email = ${quote(email)}`);
    }

    const otherBrowser = page.context().browser();
    if (!otherBrowser) throw new Error("the test's browser");
    // Another seller: a context of their own (cookies apart), signed up (through the API) and so in trial.
    const trialTab = await otherBrowser.newContext({ baseURL: new URL(page.url()).origin });
    const trialPage = await trialTab.newPage();
    await sellerOverHttp(trialPage);
    await trialPage.goto("/");
    await visible(trialPage.getByRole("button", { name: "Connect account" }));
    expect(await openButton(trialPage).count()).toBe(0);
    await trialTab.close();
  }, 90_000);
});
