import type { Database } from "../../db/client";
import { countAttempt, forgetAttempts } from "../users/attempt-counter";

/**
 * One reply in flight per chat: the mark is taken before the seller's message is stored and freed when
 * the reply ends. A reply lives at most REPLY_TIMEOUT_MS (25 s), inside waitUntil's 30 s after the response;
 * a mark still there after a minute belongs to a reply that crashed or was cut off, and counts for
 * nothing (its counter's window ends), so no chat stays locked.
 */
export const REPLY_IN_FLIGHT_MS = 60_000;
export const REPLY_IN_FLIGHT_MESSAGE =
  "Skupilot is still answering the previous message. Please wait for its reply, then send yours.";

const keyOf = (chatId: string) => `chat-reply:${chatId}`;

/** Takes the chat's mark; false when a reply of the chat is still being written. One upsert: two sends at once get one mark. */
export async function claimReply(db: Database, chatId: string, now = Date.now()) {
  const key = keyOf(chatId);
  const counted = await countAttempt(db, [key], REPLY_IN_FLIGHT_MS, now);
  return counted.get(key) === 1;
}

export async function releaseReply(db: Database, chatId: string) {
  await forgetAttempts(db, [keyOf(chatId)]);
}
