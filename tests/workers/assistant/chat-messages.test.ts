/**
 * The chat's API (issue 19; document 001 §2, §3, §4, §7): the seller's one chat, its messages paged
 * newest first, a message answered at once with the reply over the channel, clear, another seller's
 * chat (1006), bad input (1005), and who may use it (1001 without one of the chat's plans, 1002 at the
 * ad limit).
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import type { Assistant } from "../../../worker/assistant/assistant";
import { assistantTools } from "../../../worker/assistant/tools";
import { CHAT_PAGE_SIZE } from "../../../worker/contracts/chat/chat.schemas";
import { CHAT_PLAN_MESSAGE } from "../../../worker/contracts/chat/chat-eligibility";
import type { ChatMessage } from "../../../worker/contracts/realtime/chat-message-events";
import { createDatabase } from "../../../worker/db/client";
import { AD_LIMIT_REACHED_MESSAGE } from "../../../worker/middleware/ad-limit";
import { postMessage } from "../../../worker/services/chat/post-message";
import { FAILED_REPLY_TEXT, reply } from "../../../worker/services/chat/reply";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { ownOrganisationId } from "../support/own-organisation";
import { openTab, type Tab } from "../support/realtime";
import { buyPlan } from "../support/stripe";

type Seller = Awaited<ReturnType<typeof signedInUser>>;

async function sellerOnPlan(plan: string, prefix: string) {
  const seller = await signedInUser(prefix);
  await buyPlan(seller.cookie, plan);
  return seller;
}

const chatOf = async (seller: Seller) => {
  const { status, json } = await call("/api/chats", { cookie: seller.cookie });
  expect(status).toBe(200);
  return json.data.id as string;
};

const page = (seller: Seller, chatId: string, cursor?: string) =>
  call(`/api/chats/${chatId}/messages${cursor === undefined ? "" : `?cursor=${cursor}`}`, {
    cookie: seller.cookie,
  });

/** `count` finished messages, USER and AI in turn, stored straight into D1 with their texts numbered. */
async function storeMessages(chatId: string, count: number) {
  const statement = env.DB.prepare(
    "insert into chat_messages (id, chat_id, position, sender, status, text) values (?, ?, ?, ?, 'COMPLETED', ?)",
  );
  await env.DB.batch(
    Array.from({ length: count }, (_, i) =>
      statement.bind(`${chatId}-m${i + 1}`, chatId, i + 1, i % 2 === 0 ? "USER" : "AI", `message ${i + 1}`),
    ),
  );
}

describe("who may use the chat (document 001 §2)", () => {
  it("refuses a seller in trial, with no plan yet, with 403/1001 on the chat and the widgets", async () => {
    const trial = await signedInUser("chat-trial");
    for (const path of ["/api/chats", "/api/chats/any/messages"]) {
      const { status, json } = await call(path, { cookie: trial.cookie });
      expect(status, path).toBe(403);
      expect(json.data).toEqual({ code: 1001, message: CHAT_PLAN_MESSAGE });
    }
    const widget = await call("/api/widget-actions/1/campaigns/c/state", {
      method: "PUT",
      body: { messageId: "m", state: "PAUSED" },
      cookie: trial.cookie,
    });
    expect(widget.json.data.code).toBe(1001);
  });

  it("lets each of the three plans in, and refuses one at the ad limit with 403/1002", async () => {
    const seller = await sellerOnPlan("START_UP", "chat-limit");
    await chatOf(seller);
    await env.DB.prepare("update users set is_ad_limit_reached = 1 where id = ?").bind(seller.id).run();
    for (const [path, method] of [
      ["/api/chats", "GET"],
      ["/api/widget-actions/1/campaigns/c/daily-budget", "PUT"],
    ] as const) {
      const { status, json } = await call(path, {
        method,
        cookie: seller.cookie,
        body: method === "GET" ? undefined : {},
      });
      expect(status, path).toBe(403);
      expect(json.data).toEqual({ code: 1002, message: AD_LIMIT_REACHED_MESSAGE });
    }
    for (const plan of ["SCALE_UP", "PROFESSIONAL"]) {
      expect(await chatOf(await sellerOnPlan(plan, `chat-${plan}`))).toMatch(/^[\w-]+$/);
    }
  });
});

describe("the seller's chat", () => {
  let seller: Seller;
  let other: Seller;
  let chatId: string;
  let tab: Tab;

  beforeAll(async () => {
    seller = await sellerOnPlan("SCALE_UP", "chat");
    other = await sellerOnPlan("START_UP", "chat-other");
    chatId = await chatOf(seller);
    tab = await openTab(seller.cookie);
  });

  afterAll(async () => {
    await tab.close();
  });

  it("is one chat per seller, made on first use, the same on every call", async () => {
    expect(await chatOf(seller)).toBe(chatId);
    expect(await chatOf(other)).not.toBe(chatId);
    const rows = await env.DB.prepare("select count(*) as n from chats where user_id = ?")
      .bind(seller.id)
      .first();
    expect(rows?.n).toBe(1);
  });

  it("pages its messages newest first, 20 a page, oldest first within a page, to next: null", async () => {
    await storeMessages(chatId, 45);
    const first = await page(seller, chatId);
    expect(first.status).toBe(200);
    expect(first.json.data.messages.map((m: { content: { text: string } }) => m.content.text)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `message ${26 + i}`),
    );
    expect(first.json.data.messages[0]).toEqual({
      id: `${chatId}-m26`,
      chatId,
      sender: { type: "AI" },
      status: "COMPLETED",
      isWidgetUsed: false,
      content: { text: "message 26" },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const second = await page(seller, chatId, first.json.data.next);
    expect(second.json.data.messages.map((m: { id: string }) => m.id)).toEqual(
      Array.from({ length: CHAT_PAGE_SIZE }, (_, i) => `${chatId}-m${6 + i}`),
    );
    const last = await page(seller, chatId, second.json.data.next);
    expect(last.json.data.messages.map((m: { id: string }) => m.id)).toEqual(
      [1, 2, 3, 4, 5].map((n) => `${chatId}-m${n}`),
    );
    expect(last.json.data.next).toBeNull();
  });

  it("clears every message of the chat", async () => {
    const cleared = await call(`/api/chats/${chatId}/clear`, { method: "PATCH", cookie: seller.cookie });
    expect(cleared.status).toBe(200);
    expect((await page(seller, chatId)).json.data).toEqual({ messages: [], next: null });
  });

  it("stores the seller's message and answers it at once; the reply comes as TYPING then COMPLETED", async () => {
    const sent = await call(`/api/chats/${chatId}/messages`, {
      method: "POST",
      body: { text: "  What did I waste money on?  " },
      cookie: seller.cookie,
    });
    expect(sent.status).toBe(200);
    expect(sent.json.data).toMatchObject({
      chatId,
      sender: { type: "USER" },
      status: "COMPLETED",
      isWidgetUsed: false,
      content: { text: "What did I waste money on?" },
    });
    const events = await tab.until((all) => all.some((event) => event.type === "MESSAGE_COMPLETED"));
    const chatEvents = events.filter((event) => event.key === "messages");
    expect(chatEvents.map((event) => event.type)).toEqual(["MESSAGE_TYPING", "MESSAGE_COMPLETED"]);
    const [typing, completed] = chatEvents.map((event) => event.data as ChatMessage);
    if (!typing || !completed) throw new Error("no reply events");
    expect(typing).toMatchObject({ sender: { type: "AI" }, status: "TYPING" });
    expect(completed).toMatchObject({ id: typing.id, sender: { type: "AI" }, status: "COMPLETED" });
    expect(completed.content.text.length).toBeGreaterThan(0);

    const stored = (await page(seller, chatId)).json.data.messages;
    expect(stored).toEqual([sent.json.data, completed]);
  });

  it("shows a reply still being written with status TYPING (the web app hides it)", async () => {
    const db = createDatabase(env.DB);
    const { question } = await postMessage(
      db,
      seller.id,
      chatId,
      "Are you there?",
      await marketplaceNow(env),
    );
    const stored = (await page(seller, chatId)).json.data.messages;
    expect(stored.at(-1)).toMatchObject({ id: question.typing.id, status: "TYPING", content: { text: "" } });
    const failing: Assistant = {
      answer: async () => {
        throw new Error("the engine broke");
      },
    };
    await reply(
      {
        db,
        env,
        userId: seller.id,
        organisationId: await ownOrganisationId(seller.id),
        assistant: failing,
        tools: assistantTools(db, await ownOrganisationId(seller.id)),
      },
      question,
    );
    const failed = await tab.until((all) => all.some((event) => event.type === "MESSAGE_FAILED"));
    expect(failed.at(-1)?.data).toMatchObject({
      id: question.typing.id,
      status: "FAILED",
      content: { text: FAILED_REPLY_TEXT },
    });
    expect((await page(seller, chatId)).json.data.messages.at(-1)).toEqual(failed.at(-1)?.data);
  });

  it("fails a reply the engine does not give in time, rather than leave it TYPING", async () => {
    const db = createDatabase(env.DB);
    const organisationId = await ownOrganisationId(seller.id);
    const { question } = await postMessage(
      db,
      organisationId,
      chatId,
      "Still there?",
      await marketplaceNow(env),
    );
    const hanging: Assistant = { answer: () => new Promise(() => {}) };
    const tools = assistantTools(db, organisationId);
    await reply(
      { db, env, userId: seller.id, organisationId, assistant: hanging, tools, timeoutMs: 50 },
      question,
    );
    expect((await page(seller, chatId)).json.data.messages.at(-1)).toMatchObject({
      id: question.typing.id,
      status: "FAILED",
      content: { text: FAILED_REPLY_TEXT },
    });
  });

  it("answers 404/1006 for another seller's chat, on every chat route", async () => {
    for (const [method, path, body] of [
      ["GET", `/api/chats/${chatId}/messages`, undefined],
      ["POST", `/api/chats/${chatId}/messages`, { text: "hello" }],
      ["PATCH", `/api/chats/${chatId}/clear`, undefined],
      ["GET", "/api/chats/no-such-chat/messages", undefined],
    ] as const) {
      const { status, json } = await call(path, { method, body, cookie: other.cookie });
      expect(status, `${method} ${path}`).toBe(404);
      expect(json.data.code).toBe(1006);
    }
    expect((await page(seller, chatId)).json.data.messages.length).toBeGreaterThan(0);
  });

  it("refuses an empty or too long text and a cursor not of this chat with 400/1005 naming the field", async () => {
    for (const text of ["   ", "x".repeat(2001), 12]) {
      const { status, json } = await call(`/api/chats/${chatId}/messages`, {
        method: "POST",
        body: { text },
        cookie: seller.cookie,
      });
      expect(status).toBe(400);
      expect(json.data).toMatchObject({ code: 1005, field: "text" });
    }
    const long = await call(`/api/chats/${chatId}/messages`, {
      method: "POST",
      body: { text: "x".repeat(2000) },
      cookie: seller.cookie,
    });
    expect(long.status).toBe(200);
    const cursor = await page(seller, chatId, "abc");
    expect(cursor.status).toBe(400);
    expect(cursor.json.data).toMatchObject({ code: 1005, field: "cursor" });
  });
});
