/**
 * The chat UI (issue 19 item 4; document 001 §2, §3, §5, §7, §9) on answered calls: the chat's API
 * and the widget's route answered by the test, its events pushed over the page's routed WebSocket.
 * The full-stack chat (the analyst's real answers) is tested once the server's routes are merged.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { widgetCall } from "../../worker/contracts/chat/widget-catalogue";
import type { ChatMessage, ChatWidget } from "../../worker/contracts/realtime/chat-message-events";
import { accountFixtures, withAccounts, withUserFields } from "./support/api-overrides";
import { screenshot, useBrowser } from "./support/browser";
import { chatMessage, fakeChat } from "./support/chat-fake";
import { chooseMenuItem, hoverTip, toast } from "./support/ui";
import { sharedSignedUpSeller } from "./support/users";
import { gone, visible } from "./support/wait";

const PHONE = { width: 390, height: 844 };
const LONG =
  "It ran through the seller's search terms, their clicks, spend and orders over the last two weeks.";

const widget = (
  messageId: string,
  fields: Pick<ChatWidget, "type" | "action" | "name"> & {
    route: { method: ChatWidget["method"]; endpoint: string };
  },
  body: Record<string, unknown> = {},
): ChatWidget => ({
  type: fields.type,
  action: fields.action,
  name: fields.name,
  ...fields.route,
  body: { messageId, ...body },
});

/** 25 messages, oldest first: 22 of small talk, then a links message and two with widgets. */
const history = () => [
  ...Array.from({ length: 22 }, (_, index) =>
    chatMessage(`old-${index + 1}`, {
      sender: { type: index % 2 ? "AI" : "USER" },
      text: `Earlier message ${index + 1}. ${LONG}`,
    }),
  ),
  chatMessage("ai-links", {
    text: "Read [the guide](https://example.com/guide) or [this one](javascript:alert(1)) first.",
  }),
  chatMessage("ai-state", {
    text: "Campaign *Socks Auto* spent $48 without an order this week. {widget}",
    content: {
      text: "Campaign *Socks Auto* spent $48 without an order this week. {widget}",
      widget: widget(
        "ai-state",
        {
          type: "Campaign",
          action: "UpdateState",
          name: "Pause Socks Auto",
          route: widgetCall("campaignState", 21, "c2"),
        },
        { state: "PAUSED" },
      ),
    },
  }),
  chatMessage("ai-negatives", {
    content: {
      text: "These terms never converted: {widget}",
      widget: widget(
        "ai-negatives",
        {
          type: "NegativeKeyword",
          action: "AddNegativeKeyword",
          name: "Add negative keywords",
          route: widgetCall("campaignNegativeKeywords", 21, "c2"),
        },
        { negativeKeywords: ["free"] },
      ),
    },
  }),
];

/** The Quick Launch list of profile 21, empty; counts its reads (a Campaign widget refetches it). */
async function emptyCampaignList(page: Page) {
  const reads = { count: 0 };
  const total = {
    count: 0,
    impressions: 0,
    clicks: 0,
    spend: 0,
    sales: 0,
    unitsSoldClicks: 0,
    roas: 0,
    acos: 0,
    ctr: 0,
    cvr: 0,
  };
  await page.route(
    (url) => url.pathname === "/api/campaigns/21/page",
    (route) => {
      reads.count += 1;
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ status: "SUCCESS", data: { campaigns: [], total, totalPages: 0 } }),
      });
    },
  );
  return reads;
}

/** The widget routes: each call recorded; a call waits until the test lets it answer. */
async function widgetRoutes(page: Page) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  let release: () => void = () => {};
  let held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname.startsWith("/api/widget-actions/"),
    async (route) => {
      const request = route.request();
      calls.push({
        method: request.method(),
        path: new URL(request.url()).pathname,
        body: request.postData() ? request.postDataJSON() : undefined,
      });
      await held;
      return route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ status: "SUCCESS", data: {} }),
      });
    },
  );
  return {
    calls,
    answer: () => {
      release();
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
  };
}

/** One seller signed up through the form for the file: every screen here is on answered calls. */
const signedUpSeller = sharedSignedUpSeller();

/**
 * The file's seller with profile 21 on `plan` (the ad limit as given), its Quick Launch list empty and
 * the chat holding `messages`, on the Quick Launch screen. Answers the chat and the list's reads.
 */
async function sellerOnQuickLaunch(
  page: Page,
  account: { tariffPlan: string | null; isAdLimitReached: boolean },
  messages: ChatMessage[] = history(),
) {
  await signedUpSeller(page);
  await withAccounts(page, [accountFixtures.store]);
  await withUserFields(page, account);
  const chat = await fakeChat(page, messages);
  const list = await emptyCampaignList(page);
  await page.goto("/quick-launch");
  await visible(page.getByText("No data available"));
  return { chat, list };
}

const openButton = (page: Page) => page.getByRole("button", { name: "Open the AI assistant" });
const panelOf = (page: Page) => page.getByRole("dialog", { name: "Chat with an AI assistant" });
const messagesOf = (page: Page) => panelOf(page).getByTestId("chat-message");
const listOf = (page: Page) => panelOf(page).getByTestId("chat-messages");

async function openChat(page: Page) {
  await openButton(page).click();
  await visible(panelOf(page));
  await visible(panelOf(page).getByText("These terms never converted:"));
}

const scrolledToBottom = (page: Page) =>
  listOf(page).evaluate((list) => Math.abs(list.scrollHeight - list.clientHeight - list.scrollTop) < 2);

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

  it("runs a widget through the input modal: a number, its spinner, the others waiting, success, the refetch, the used tooltip", async () => {
    const { page } = browser;
    const budgetMessage = chatMessage("ai-budget", {
      content: {
        text: "Raise it? {widget}",
        widget: widget(
          "ai-budget",
          {
            type: "Campaign",
            action: "UpdateDailyBudget",
            name: "Raise the daily budget",
            route: widgetCall("campaignDailyBudget", 21, "c1"),
          },
          { budget: 60 },
        ),
      },
    });
    const routes = await widgetRoutes(page);
    const { chat, list } = await sellerOnQuickLaunch(
      page,
      { tariffPlan: "START_UP", isAdLimitReached: false },
      [...history(), budgetMessage],
    );
    await openChat(page);
    const raise = panelOf(page).getByRole("button", { name: "Raise the daily budget" });
    const pause = panelOf(page).getByRole("button", { name: "Pause Socks Auto" });

    // The modal: the prompt as its label, the suggested value, step 0.01 and min 0.02; Confirm off while empty.
    await raise.click();
    const modal = page.getByRole("dialog", { name: "Raise the daily budget" });
    const amount = modal.getByLabel("Enter daily budget");
    await visible(amount);
    expect(await amount.inputValue()).toBe("60");
    expect(await amount.getAttribute("step")).toBe("0.01");
    expect(await amount.getAttribute("min")).toBe("0.02");
    const confirm = modal.getByRole("button", { name: "Confirm" });
    await amount.fill("");
    expect(await confirm.isDisabled()).toBe(true);
    await amount.fill("75.5");
    expect(await confirm.isDisabled()).toBe(false);
    const readsBefore = list.count;
    await confirm.click();
    await gone(modal);

    // While it runs: its spinner, every widget button disabled.
    await expect.poll(() => raise.getAttribute("data-loading")).not.toBeNull();
    expect(await pause.isDisabled()).toBe(true);
    expect(routes.calls).toEqual([
      {
        method: "PUT",
        path: "/api/widget-actions/21/campaigns/c1/daily-budget",
        body: { messageId: "ai-budget", budget: 75.5 },
      },
    ]);
    routes.answer();
    await visible(toast(page, "Action performed successfully"));
    // A Campaign action reads the campaign lists again.
    await expect.poll(() => list.count).toBeGreaterThan(readsBefore);
    await expect.poll(() => pause.isDisabled()).toBe(false);
    await expect.poll(() => raise.isDisabled()).toBe(true);
    await chat.push("MESSAGE_UPDATED", { ...budgetMessage, isWidgetUsed: true });
    await hoverTip(raise.locator("xpath=.."), "You have already used this widget");

    // An action with no input runs at once.
    await pause.click();
    await expect.poll(() => routes.calls.length).toBe(2);
    expect(routes.calls[1]).toEqual({
      method: "PUT",
      path: "/api/widget-actions/21/campaigns/c2/state",
      body: { messageId: "ai-state", state: "PAUSED" },
    });
    routes.answer();
    await expect.poll(() => pause.isDisabled()).toBe(true);

    // An array: comma-separated, trimmed, empties dropped, listed under 'Entered values:'; a click outside closes it.
    await panelOf(page).getByRole("button", { name: "Add negative keywords" }).click();
    const negatives = page.getByRole("dialog", { name: "Add negative keywords" });
    const terms = negatives.getByLabel("Enter keywords separated with commas, e.g. 'keyword1, keyword2'");
    expect(await terms.inputValue()).toBe("free");
    await terms.fill(" free , , used socks ,");
    await visible(negatives.getByText("Entered values:"));
    await screenshot(page, "chat-widget-modal");
    expect(
      await negatives.getByRole("list", { name: "Entered values" }).getByRole("listitem").allInnerTexts(),
    ).toEqual(["free", "used socks"]);
    await page.mouse.click(10, 10);
    await gone(negatives);
    expect(routes.calls).toHaveLength(2);
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
