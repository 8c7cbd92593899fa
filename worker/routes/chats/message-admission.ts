import type { Context } from "hono";
import type { AppEnv } from "../../app-env";
import { tooManyRequests } from "../../middleware/too-many-requests";
import { chatBudgetSpent, countChatMessage } from "../../services/chat/daily-chat-budget";
import {
  claimReply,
  REPLY_IN_FLIGHT_MESSAGE,
  REPLY_IN_FLIGHT_MS,
  releaseReply,
} from "../../services/chat/reply-in-flight";

/**
 * Before the seller's message is stored: one reply at a time in the chat (its mark taken here, freed
 * when the reply ends), then the plan's daily budget (Retry-After: until midnight UTC). A refused
 * message is 429/1007 and nothing is stored.
 */
export async function admitMessage(c: Context<AppEnv>, chatId: string) {
  const { db, user } = c.var;
  if (!(await claimReply(db, chatId))) throw tooManyRequests(c, REPLY_IN_FLIGHT_MS, REPLY_IN_FLIGHT_MESSAGE);
  const spent = await chatBudgetSpent(db, user.id, c.var.membership.ownerId);
  if (spent) {
    await releaseReply(db, chatId);
    throw tooManyRequests(c, spent.retryAfterMs, spent.message);
  }
  await countChatMessage(db, user.id);
}

/**
 * Frees the chat's mark, once: when the reply is stored, before its event reaches the seller (who may
 * send the next message at once), or when storing the message or the reply failed. Once, so a late
 * call never frees the mark of the next message.
 */
export function chatMarkFreer(c: Context<AppEnv>, chatId: string) {
  let freed: Promise<void> | undefined;
  return () => {
    freed ??= releaseReply(c.var.db, chatId);
    return freed;
  };
}

/** The message stored; the chat's mark freed if storing it failed (no reply will free it then). */
export async function storedOrFreed<T>(free: () => Promise<void>, storing: Promise<T>) {
  try {
    return await storing;
  } catch (error) {
    await free();
    throw error;
  }
}
