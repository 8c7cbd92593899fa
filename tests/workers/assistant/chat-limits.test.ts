/**
 * Issue 32 (M6): what one seller's chat may cost. One reply in flight per chat (a second message while
 * it is written is 429/1007 and stores nothing; a mark left by a crashed reply expires), and each plan's
 * daily budget of messages and of the language model's tokens (429/1007 telling when it resets, at
 * midnight UTC, and Retry-After until then).
 */
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Assistant } from "../../../worker/assistant/assistant";
import { assistantTools } from "../../../worker/assistant/tools";
import { createDatabase } from "../../../worker/db/client";
import {
  chatBudgetSpent,
  countChatMessage,
  countChatTokens,
  DAILY_CHAT_BUDGET,
} from "../../../worker/services/chat/daily-chat-budget";
import { postMessage } from "../../../worker/services/chat/post-message";
import { reply } from "../../../worker/services/chat/reply";
import {
  claimReply,
  REPLY_IN_FLIGHT_MESSAGE,
  REPLY_IN_FLIGHT_MS,
  releaseReply,
} from "../../../worker/services/chat/reply-in-flight";
import { tokenCountingAssistant } from "../../../worker/services/chat/token-counting-assistant";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { ownOrganisationId } from "../support/own-organisation";
import { openTab, type Tab } from "../support/realtime";

type Seller = Awaited<ReturnType<typeof signedInUser>>;

const db = () => createDatabase(env.DB);

/** A seller on `plan`, set in D1 as Stripe's webhook would (billing's own tests buy it). */
async function sellerOn(plan: "START_UP" | "SCALE_UP" | "PROFESSIONAL", prefix: string) {
  const seller = await signedInUser(prefix);
  await env.DB.prepare("update users set tariff_plan = ? where id = ?").bind(plan, seller.id).run();
  return seller;
}

const chatOf = async (seller: Seller) =>
  (await call("/api/chats", { cookie: seller.cookie })).json.data.id as string;

const send = (seller: Seller, chatId: string, text: string) =>
  call(`/api/chats/${chatId}/messages`, { method: "POST", body: { text }, cookie: seller.cookie });

const storedTexts = async (chatId: string) =>
  (
    await env.DB.prepare("select text from chat_messages where chat_id = ? order by position")
      .bind(chatId)
      .all<{ text: string }>()
  ).results.map((row) => row.text);

/** The day's counters of the seller's chat, forgotten: the next test starts with the whole budget. */
const forgetBudget = (seller: Seller) =>
  env.DB.prepare(
    "delete from attempt_counters where substr(key, 1, length(?1)) = ?1 or substr(key, 1, length(?2)) = ?2",
  )
    .bind(`chat-messages:${seller.id}:`, `chat-tokens:${seller.id}:`)
    .run();

const secondsToUtcMidnight = () => {
  const now = Date.now();
  return Math.ceil((Math.floor(now / 86_400_000 + 1) * 86_400_000 - now) / 1000);
};

describe("one reply at a time in a chat", () => {
  let seller: Seller;
  let chatId: string;
  let tab: Tab;

  beforeAll(async () => {
    seller = await sellerOn("START_UP", "chat-in-flight");
    chatId = await chatOf(seller);
    tab = await openTab(seller.cookie);
  });

  afterAll(async () => {
    await tab.close();
  });

  it("refuses a message while the previous reply is still being written: 429/1007, Retry-After, nothing stored", async () => {
    expect(await claimReply(db(), chatId)).toBe(true);
    try {
      const before = await storedTexts(chatId);
      const refused = await send(seller, chatId, "And my best keywords?");
      expect(refused.status).toBe(429);
      expect(refused.json.data).toEqual({ code: 1007, message: REPLY_IN_FLIGHT_MESSAGE });
      expect(refused.json.data.message).toContain("Skupilot is still answering the previous message.");
      expect(refused.headers.get("Retry-After")).toBe(String(REPLY_IN_FLIGHT_MS / 1000));
      expect(await storedTexts(chatId)).toEqual(before);
    } finally {
      await releaseReply(db(), chatId);
    }
  });

  it("frees the chat as the reply is stored: a message sent on its MESSAGE_COMPLETED is taken", async () => {
    const first = await send(seller, chatId, "What did I spend last week?");
    expect(first.status).toBe(200);
    await tab.until((events) => events.some((event) => event.type === "MESSAGE_COMPLETED"));
    const next = await send(seller, chatId, "And the week before?");
    expect(next.status, JSON.stringify(next.json)).toBe(200);
    await tab.until((events) => events.filter((event) => event.type === "MESSAGE_COMPLETED").length === 2);
  });

  it("frees the chat after the reply is stored and before its MESSAGE_COMPLETED goes out", async () => {
    const database = db();
    const { question } = await postMessage(
      database,
      await ownOrganisationId(seller.id),
      chatId,
      "Quick one?",
      new Date(),
    );
    const seen: { status: unknown; eventSent: boolean }[] = [];
    const settled = async () => {
      const row = await env.DB.prepare("select status from chat_messages where id = ?")
        .bind(question.typing.id)
        .first<{ status: string }>();
      const eventSent = tab.events.some(
        (event) =>
          event.type === "MESSAGE_COMPLETED" && (event.data as { id: string }).id === question.typing.id,
      );
      seen.push({ status: row?.status, eventSent });
    };
    const engine: Assistant = { answer: async () => ({ text: "Yes." }) };
    await reply(
      {
        db: database,
        env,
        userId: seller.id,
        organisationId: await ownOrganisationId(seller.id),
        assistant: engine,
        tools: assistantTools(database, await ownOrganisationId(seller.id)),
        settled,
      },
      question,
    );
    expect(seen).toEqual([{ status: "COMPLETED", eventSent: false }]);
    await tab.until((events) =>
      events.some(
        (event) =>
          event.type === "MESSAGE_COMPLETED" && (event.data as { id: string }).id === question.typing.id,
      ),
    );
  });

  it("does not stay locked by a reply that crashed: its mark expires after a minute", async () => {
    // A reply that died without freeing the chat took the mark just over a minute ago.
    expect(await claimReply(db(), chatId, Date.now() - REPLY_IN_FLIGHT_MS - 1_000)).toBe(true);
    const sent = await send(seller, chatId, "Are you still there?");
    expect(sent.status, JSON.stringify(sent.json)).toBe(200);
    await tab.until((events) => events.filter((event) => event.type === "MESSAGE_COMPLETED").length === 4);
  });
});

describe("each plan's daily chat budget", () => {
  let seller: Seller;
  let chatId: string;
  let tab: Tab;

  beforeAll(async () => {
    seller = await sellerOn("START_UP", "chat-budget");
    chatId = await chatOf(seller);
    tab = await openTab(seller.cookie);
  });

  afterAll(async () => {
    await tab.close();
  });

  it("refuses the message past the plan's messages of the day: 429/1007 saying it resets at midnight UTC, nothing stored", async () => {
    for (let sent = 0; sent < DAILY_CHAT_BUDGET.START_UP.messages; sent++)
      await countChatMessage(db(), seller.id);
    const before = await storedTexts(chatId);
    const refused = await send(seller, chatId, "One more question?");
    expect(refused.status).toBe(429);
    expect(refused.json.data.code).toBe(1007);
    expect(refused.json.data.message).toMatch(
      /^You have used today's chat allowance of your Start Up plan \(up to 100 messages or 1,500,000 tokens a day\)\. It resets at midnight UTC, in \d+ (hour|minute)/,
    );
    const retryAfter = Number(refused.headers.get("Retry-After"));
    expect(Math.abs(retryAfter - secondsToUtcMidnight())).toBeLessThanOrEqual(5);
    expect(await storedTexts(chatId)).toEqual(before);
    // The refusal freed the chat: with the budget back, the next message is taken.
    await forgetBudget(seller);
    expect((await send(seller, chatId, "Now?")).status).toBe(200);
    await tab.until((events) => events.some((event) => event.type === "MESSAGE_COMPLETED"));
  });

  it("refuses a message once the day's replies used the plan's tokens", async () => {
    await forgetBudget(seller);
    await countChatTokens(db(), seller.id, DAILY_CHAT_BUDGET.START_UP.tokens);
    const refused = await send(seller, chatId, "How about now?");
    expect(refused.status).toBe(429);
    expect(refused.json.data).toMatchObject({ code: 1007, message: expect.stringContaining("midnight UTC") });
    await forgetBudget(seller);
  });

  it("counts each reply's tokens as the engine reports them (the AI SDK's usage over every step)", async () => {
    await forgetBudget(seller);
    const engine: Assistant = { answer: async () => ({ text: "Here you are.", tokens: 1_234 }) };
    const counting = tokenCountingAssistant(engine, db(), seller.id);
    const request = { text: "Hi", history: [], today: "2026-12-07" };
    await counting.answer(request, {} as never);
    await counting.answer(request, {} as never);
    const today = new Date().toISOString().slice(0, 10);
    const row = await env.DB.prepare("select attempts from attempt_counters where key = ?")
      .bind(`chat-tokens:${seller.id}:${today}`)
      .first<{ attempts: number }>();
    expect(row?.attempts).toBe(2_468);
    await forgetBudget(seller);
  });

  it("gives each plan its own budget, larger with the plan", async () => {
    const { START_UP, SCALE_UP, PROFESSIONAL } = DAILY_CHAT_BUDGET;
    expect(SCALE_UP.messages).toBeGreaterThan(START_UP.messages);
    expect(PROFESSIONAL.messages).toBeGreaterThan(SCALE_UP.messages);
    expect(SCALE_UP.tokens).toBeGreaterThan(START_UP.tokens);
    expect(PROFESSIONAL.tokens).toBeGreaterThan(SCALE_UP.tokens);
    const professional = await sellerOn("PROFESSIONAL", "chat-budget-pro");
    await countChatTokens(db(), professional.id, START_UP.tokens);
    expect(await chatBudgetSpent(db(), professional.id, professional.id)).toBeNull();
  });

  it("resets at midnight UTC, on the Worker's clock", async () => {
    const night = await sellerOn("SCALE_UP", "chat-budget-night");
    const lateEvening = Date.parse("2026-12-07T23:59:00Z");
    await countChatTokens(db(), night.id, DAILY_CHAT_BUDGET.SCALE_UP.tokens, lateEvening);
    const spent = await chatBudgetSpent(db(), night.id, night.id, Date.parse("2026-12-07T23:59:30Z"));
    expect(spent).toEqual({
      retryAfterMs: 30_000,
      message:
        "You have used today's chat allowance of your Scale Up plan (up to 200 messages or 3,000,000 tokens a day). It resets at midnight UTC, in 1 minute.",
    });
    expect(
      (await chatBudgetSpent(db(), night.id, night.id, Date.parse("2026-12-07T20:30:00Z")))?.message,
    ).toContain("in 3 hours 30 minutes.");
    expect(await chatBudgetSpent(db(), night.id, night.id, Date.parse("2026-12-08T00:00:00Z"))).toBeNull();
    // What the new day spends counts on the new day only.
    await countChatMessage(db(), night.id, Date.parse("2026-12-08T00:00:01Z"));
    expect(await chatBudgetSpent(db(), night.id, night.id, Date.parse("2026-12-08T00:00:02Z"))).toBeNull();
  });
});
