/**
 * The chat UI (issue 19 item 4; document 001 §2, §3, §5, §7, §9) on answered calls: the chat's API
 * and the widget's route answered by the test, its events pushed over the page's routed WebSocket.
 * The full-stack chat (the analyst's real answers) is tested once the server's routes are merged.
 */
import { describe, expect, it } from "vitest";
import { widgetCall } from "../../worker/contracts/chat/widget-catalogue";
import { screenshot, useBrowser } from "./support/browser";
import { chatMessage } from "./support/chat-fake";
import {
  chatOnQuickLaunch,
  listOf,
  messagesOf,
  openButton,
  openChat,
  panelOf,
  scrolledToBottom,
  widget,
} from "./support/chat-ui";
import { chooseMenuItem } from "./support/ui";
import { gone, visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };

/** One seller for the file; each test puts it on Quick Launch with the chat answered. */
const sellerOnQuickLaunch = chatOnQuickLaunch();

describe("the chat with the AI assistant (document 001 §2–§5, §7, §9)", () => {
  const browser = useBrowser();

  it("opens on the floating button, pages older messages in on scrolling up, sends with Enter, shows the typing loader and the reply", async () => {
    const { page } = browser;
    const { chat } = await sellerOnQuickLaunch(page, { tariffPlan: "SCALE_UP", isAdLimitReached: false });

    await openChat(page);
    const messageReads = () =>
      chat.requests.filter((request) => request.path.endsWith("/messages") && request.method === "GET");
    // The newest page only, oldest at the top, scrolled to the bottom.
    expect(await messagesOf(page).count()).toBe(10);
    expect(await messagesOf(page).first().innerText()).toContain("Earlier message 16.");
    await expect.poll(() => scrolledToBottom(page)).toBe(true);
    expect(messageReads().map((request) => request.search)).toEqual([""]);

    // Scrolling to the top brings the next older page; what was in view stays where it was.
    const firstBefore = messagesOf(page).filter({ hasText: "Earlier message 16." });
    await listOf(page).evaluate((list) => list.scrollTo({ top: 0 }));
    const topBefore = (await firstBefore.boundingBox())?.y ?? 0;
    await expect.poll(() => messagesOf(page).count()).toBe(20);
    expect(await messagesOf(page).first().innerText()).toContain("Earlier message 6.");
    expect(Math.abs(((await firstBefore.boundingBox())?.y ?? 0) - topBefore)).toBeLessThan(4);
    await listOf(page).evaluate((list) => list.scrollTo({ top: 0 }));
    await expect.poll(() => messagesOf(page).count()).toBe(25);
    expect(messageReads().map((request) => request.search)).toEqual(["", "?cursor=old-16", "?cursor=old-6"]);
    // Shift+Enter adds a line and the box grows; Enter sends, and the box clears and shrinks.
    const box = panelOf(page).getByRole("textbox", { name: "Message" });
    const send = panelOf(page).getByRole("button", { name: "Send" });
    expect(await send.isDisabled()).toBe(true);
    const oneLine = (await box.boundingBox())?.height ?? 0;
    await box.click();
    await page.keyboard.type("Where do I waste");
    await page.keyboard.press("Shift+Enter");
    await page.keyboard.type("spend?");
    expect(await box.inputValue()).toBe("Where do I waste\nspend?");
    await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeGreaterThan(oneLine + 10);
    expect(await send.isDisabled()).toBe(false);
    await page.keyboard.press("Enter");
    await expect
      .poll(() => chat.requests.filter((request) => request.method === "POST").map((r) => r.body))
      .toEqual([{ text: "Where do I waste\nspend?" }]);
    await expect.poll(() => box.inputValue()).toBe("");
    await expect.poll(async () => (await box.boundingBox())?.height ?? 0).toBeLessThan(oneLine + 2);
    await visible(messagesOf(page).filter({ hasText: "Where do I waste" }));

    // The assistant types: a loader, its TYPING message hidden, Send off.
    await chat.push("MESSAGE_TYPING", chatMessage("ai-reply", { status: "TYPING", text: "" }));
    const loader = panelOf(page).getByRole("status", { name: "The assistant is typing" });
    await visible(loader);
    await box.fill("And my best terms?");
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.press("Enter");
    expect(await box.inputValue()).toBe("And my best terms?");
    await box.fill("");

    await chat.push(
      "MESSAGE_COMPLETED",
      chatMessage("ai-reply", {
        content: {
          text: "**Shoes Exact** spent $120.40 on 3 terms with no order. Its budget caps it daily: {widget} The terms are listed in the search-term report.",
          widget: widget(
            "ai-reply",
            {
              type: "Campaign",
              action: "UpdateDailyBudget",
              name: "Raise the daily budget",
              route: widgetCall("campaignDailyBudget", 21, "c1"),
            },
            { budget: 60 },
          ),
        },
      }),
    );
    await gone(loader);
    const reply = messagesOf(page).filter({ hasText: "spent $120.40" });
    await visible(reply);
    await visible(reply.getByRole("button", { name: "Raise the daily budget" }));
    expect(await reply.locator("strong").innerText()).toBe("Shoes Exact");
    await expect.poll(() => scrolledToBottom(page)).toBe(true);
    // The button stands where {widget} was: between the two sentences.
    const parts = await reply.innerText();
    expect(parts.indexOf("caps it daily")).toBeLessThan(parts.indexOf("Raise the daily budget"));
    expect(parts.indexOf("Raise the daily budget")).toBeLessThan(parts.indexOf("The terms are listed"));

    // Only http(s), irc(s), mailto and xmpp make links: the javascript: one reads as text.
    const links = messagesOf(page).filter({ hasText: "Read the guide" });
    expect(await links.getByRole("link", { name: "the guide" }).getAttribute("href")).toBe(
      "https://example.com/guide",
    );
    expect(await links.getByRole("link").count()).toBe(1);
    await visible(links.getByText("this one"));

    await screenshot(page, "chat-panel-light");

    // A reply completed while the channel was down: the messages read after the reconnect end the loader.
    await chat.push("MESSAGE_TYPING", chatMessage("ai-late", { status: "TYPING", text: "" }));
    await visible(loader);
    chat.stored.push(chatMessage("ai-late", { text: "The answer sent while the channel was down." }));
    await chat.sockets[0]?.close({ code: 1012, reason: "service restart" });
    await visible(messagesOf(page).filter({ hasText: "The answer sent while the channel was down." }));
    await gone(loader);
    expect(await send.isDisabled()).toBe(true);
    await box.fill("Thanks");
    expect(await send.isDisabled()).toBe(false);

    // A failed answer is shown as a message like any other, and ends the typing.
    await chat.push("MESSAGE_TYPING", chatMessage("ai-failed", { status: "TYPING", text: "" }));
    await visible(loader);
    await chat.push(
      "MESSAGE_FAILED",
      chatMessage("ai-failed", { status: "FAILED", text: "Sorry, I could not answer that." }),
    );
    await visible(messagesOf(page).filter({ hasText: "Sorry, I could not answer that." }));
    await gone(loader);
    await expect.poll(() => scrolledToBottom(page)).toBe(true);
  }, 120_000);

  it("clears the chat from its options menu, closes on a click outside, and fits light, dark and a phone", async () => {
    const { page } = browser;
    const { chat } = await sellerOnQuickLaunch(page, { tariffPlan: "PROFESSIONAL", isAdLimitReached: false });

    await page.getByRole("button", { name: "Switch to dark mode" }).click();
    await openChat(page);
    await screenshot(page, "chat-panel-dark");

    // A click outside closes the panel; the button opens it again.
    await page.mouse.click(400, 300);
    await gone(panelOf(page));
    await page.getByRole("button", { name: "Switch to light mode" }).click();

    // On a phone the panel takes the whole width above the button.
    await page.setViewportSize(PHONE);
    await openChat(page);
    // The layout width: the opening animation scales the box for a moment.
    expect(await panelOf(page).evaluate((panel) => (panel as HTMLElement).offsetWidth)).toBe(PHONE.width);
    await screenshot(page, "chat-panel-phone");

    await chooseMenuItem(panelOf(page).getByRole("button", { name: "Chat options" }), "Clear chat");
    await expect
      .poll(() =>
        chat.requests.filter((request) => request.method === "PATCH").map((request) => request.path),
      )
      .toEqual(["/api/chats/chat-1/clear"]);
    await expect.poll(() => messagesOf(page).count()).toBe(0);
    await visible(panelOf(page));
  }, 120_000);

  it("shows no chat button to a seller on no plan or at the ad limit", async () => {
    const { page } = browser;
    const account: { tariffPlan: string | null; isAdLimitReached: boolean } = {
      tariffPlan: null,
      isAdLimitReached: false,
    };
    await sellerOnQuickLaunch(page, account);
    expect(await openButton(page).count()).toBe(0);

    Object.assign(account, { tariffPlan: "SCALE_UP", isAdLimitReached: true });
    await page.reload();
    await visible(page.getByRole("dialog", { name: "Ad limit reached" }));
    await page.keyboard.press("Escape");
    await visible(page.getByText("No data available"));
    expect(await openButton(page).count()).toBe(0);

    Object.assign(account, { isAdLimitReached: false });
    await page.reload();
    await visible(openButton(page));
  }, 120_000);
});
