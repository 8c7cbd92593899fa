import type { Page, Request, WebSocketRoute } from "playwright-core";
import type { ChatMessage, ChatMessageEvent } from "../../../worker/contracts/realtime/chat-message-events";

/**
 * The chat's API and real-time channel answered in the browser (issue 19's server routes are built
 * on another branch): GET /api/chats, the messages newest page first with a cursor to older ones,
 * POST a message, PATCH clear, and the seller's WebSocket routed to the test, which pushes the events.
 */
export const CHAT_ID = "chat-1";
const PAGE_SIZE = 10;

let clock = Date.parse("2026-11-02T08:00:00.000Z");
const nextInstant = () => {
  clock += 60_000;
  return new Date(clock).toISOString();
};

export const chatMessage = (
  id: string,
  fields: Partial<ChatMessage> & { text?: string } = {},
): ChatMessage => {
  const { text, ...rest } = fields;
  return {
    id,
    chatId: CHAT_ID,
    sender: { type: "AI" },
    status: "COMPLETED",
    isWidgetUsed: false,
    content: { text: text ?? `Message ${id}` },
    createdAt: nextInstant(),
    ...rest,
  };
};

export type FakeChat = Awaited<ReturnType<typeof fakeChat>>;

export async function fakeChat(page: Page, history: ChatMessage[]) {
  const stored = [...history];
  const requests: { method: string; path: string; search: string; body: unknown }[] = [];
  const sockets: WebSocketRoute[] = [];
  const record = (request: Request) => {
    const url = new URL(request.url());
    requests.push({
      method: request.method(),
      path: url.pathname,
      search: url.search,
      body: request.postData() ? request.postDataJSON() : undefined,
    });
  };
  const ok = (data: unknown) => ({
    contentType: "application/json",
    body: JSON.stringify({ status: "SUCCESS", data }),
  });

  await page.routeWebSocket(/\/api\/realtime$/, (socket) => {
    // Not connected to the Worker: the page's socket opens at once and hears only what the test sends.
    sockets.push(socket);
  });
  await page.route(
    (url) => url.pathname === "/api/chats" || url.pathname.startsWith(`/api/chats/`),
    (route) => {
      const request = route.request();
      record(request);
      const { pathname, searchParams } = new URL(request.url());
      if (pathname === "/api/chats") return route.fulfill(ok({ id: CHAT_ID }));
      if (pathname === `/api/chats/${CHAT_ID}/clear`) {
        stored.length = 0;
        return route.fulfill(ok({ cleared: true }));
      }
      if (request.method() === "POST") {
        const message = chatMessage(`user-${stored.length + 1}`, {
          sender: { type: "USER" },
          text: (request.postDataJSON() as { text: string }).text,
        });
        stored.push(message);
        return route.fulfill(ok(message));
      }
      const cursor = searchParams.get("cursor");
      const end = cursor ? stored.findIndex((message) => message.id === cursor) : stored.length;
      const start = Math.max(0, end - PAGE_SIZE);
      const older = stored[start];
      // Newest first within the page, as a server ordering by time descending answers.
      const messages = stored.slice(start, end).reverse();
      return route.fulfill(ok({ messages, next: start > 0 && older ? older.id : null }));
    },
  );

  const push = async (type: ChatMessageEvent["type"], data: ChatMessage) => {
    const event: ChatMessageEvent = { key: "messages", type, data };
    if (type === "MESSAGE_COMPLETED" || type === "MESSAGE_FAILED") stored.push(data);
    for (const socket of sockets) socket.send(JSON.stringify(event));
  };
  return { requests, sockets, push, stored };
}
