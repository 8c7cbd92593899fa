import { and, eq } from "drizzle-orm";
import { ownOrganisationOf } from "../../access/own-organisation";
import { ApiError } from "../../contracts/api-error";
import type { Chat } from "../../contracts/chat/chat.schemas";
import { chats } from "../../db/chat-schema";
import type { Database } from "../../db/client";

export const NO_SUCH_CHAT_MESSAGE = "This chat does not exist.";

const chatOfSeller = async (db: Database, userId: string) =>
  (await db.select({ id: chats.id }).from(chats).where(eq(chats.userId, userId)).limit(1))[0];

/** GET /chats: the seller's one chat, made on first use (two first uses at once still make one). */
export async function sellerChat(db: Database, userId: string): Promise<Chat> {
  const found = await chatOfSeller(db, userId);
  if (found) return found;
  await db
    .insert(chats)
    .values({ id: crypto.randomUUID(), organisationId: ownOrganisationOf(userId), userId })
    .onConflictDoNothing();
  const made = await chatOfSeller(db, userId);
  if (!made) throw new Error(`no chat for ${userId} after making it`);
  return made;
}

/** The chat if it is the seller's; 1006 otherwise, whether someone else's or none. */
export async function requireOwnChat(db: Database, userId: string, chatId: string): Promise<Chat> {
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.userId, userId)))
    .limit(1);
  if (!chat) throw new ApiError(1006, NO_SUCH_CHAT_MESSAGE);
  return chat;
}
