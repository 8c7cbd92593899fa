import { listOwnProfiles } from "../../access/own-profile";
import { marketplaceToday } from "../../clock/zone-clock";
import type { ChatMessage } from "../../contracts/realtime/chat-message-events";
import type { Database } from "../../db/client";
import { addMessage, recentTurns } from "./messages";
import type { Question } from "./reply";

/** Earlier messages an engine sees with a question. */
const HISTORY_TURNS = 20;

/** Today in the organisation's first profile's marketplace (UTC when none is connected yet). */
async function sellerToday(db: Database, organisationId: string, now: Date) {
  const [profile] = await listOwnProfiles(db, organisationId);
  return marketplaceToday(profile?.timezone ?? "UTC", now);
}

/**
 * POST /chats/{chatId}/messages: stores the seller's message and the reply's TYPING message after it;
 * answers the seller's message and the question the engine is to answer (reply.ts).
 */
export async function postMessage(
  db: Database,
  organisationId: string,
  chatId: string,
  text: string,
  now: Date,
): Promise<{ message: ChatMessage; question: Question }> {
  const today = await sellerToday(db, organisationId, now);
  const history = await recentTurns(db, chatId, HISTORY_TURNS);
  const message = await addMessage(db, { chatId, sender: "USER", status: "COMPLETED", text });
  const typing = await addMessage(db, { chatId, sender: "AI", status: "TYPING", text: "" });
  return { message, question: { typing, text, history, today } };
}
