/** The chat's screens on answered calls (chat-ui.e2e, chat-widgets-ui.e2e): their messages, widgets and seller. */
import type { Page } from "playwright-core";
import { widgetCall } from "../../../worker/contracts/chat/widget-catalogue";
import type { ChatMessage, ChatWidget } from "../../../worker/contracts/realtime/chat-message-events";
import { accountFixtures, withAccounts, withUserFields } from "./api-overrides";
import { chatMessage, fakeChat } from "./chat-fake";
import { sharedSellerOverHttp } from "./seller-over-http";
import { visible } from "./wait";

const LONG =
  "It ran through the seller's search terms, their clicks, spend and orders over the last two weeks.";

/** A widget as the chat stores it: `subject` is the entity's stored name the confirmation quotes. */
export const widget = (
  messageId: string,
  fields: Pick<ChatWidget, "type" | "action" | "name"> & {
    route: { method: ChatWidget["method"]; endpoint: string };
    subject?: string;
  },
  body: Record<string, unknown> = {},
): ChatWidget => ({
  type: fields.type,
  action: fields.action,
  name: fields.name,
  ...(fields.subject === undefined ? {} : { subject: { name: fields.subject, currency: "USD" } }),
  ...fields.route,
  body: { messageId, ...body },
});

/** 25 messages, oldest first: 22 of small talk, then a links message and two with widgets. */
export const history = () => [
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
          subject: "Socks Auto",
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
          subject: "Socks Auto",
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

export type ChatAccount = { tariffPlan: string | null; isAdLimitReached: boolean };

/**
 * A file's seller (signed up through the API: the screens here are on answered calls) put on the Quick
 * Launch screen with profile 21 on `plan` (the ad limit as given), its list empty and the chat holding
 * `messages`. Answers the chat and the list's reads.
 */
export function chatOnQuickLaunch() {
  const signIn = sharedSellerOverHttp();
  return async (page: Page, account: ChatAccount, messages: ChatMessage[] = history()) => {
    await signIn(page);
    await withAccounts(page, [accountFixtures.store]);
    await withUserFields(page, account);
    const chat = await fakeChat(page, messages);
    const list = await emptyCampaignList(page);
    await page.goto("/quick-launch");
    await visible(page.getByText("No data available"));
    return { chat, list };
  };
}

export const openButton = (page: Page) => page.getByRole("button", { name: "Open the AI assistant" });
export const panelOf = (page: Page) => page.getByRole("dialog", { name: "Chat with an AI assistant" });
export const messagesOf = (page: Page) => panelOf(page).getByTestId("chat-message");
export const listOf = (page: Page) => panelOf(page).getByTestId("chat-messages");

export async function openChat(page: Page) {
  await openButton(page).click();
  await visible(panelOf(page));
  await visible(panelOf(page).getByText("These terms never converted:"));
}

export const scrolledToBottom = (page: Page) =>
  listOf(page).evaluate((list) => Math.abs(list.scrollHeight - list.clientHeight - list.scrollTop) < 2);
