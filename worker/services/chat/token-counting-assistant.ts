import type { Assistant } from "../../assistant/assistant";
import type { Database } from "../../db/client";
import { countChatTokens } from "./daily-chat-budget";

/** The engine, each reply's tokens added to the seller's daily chat budget as it answers. */
export const tokenCountingAssistant = (assistant: Assistant, db: Database, userId: string): Assistant => ({
  async answer(request, tools) {
    const reply = await assistant.answer(request, tools);
    await countChatTokens(db, userId, reply.tokens ?? 0);
    return reply;
  },
});
