import { and, eq } from "drizzle-orm";
import { ApiError } from "../../contracts/api-error";
import type { Chat } from "../../contracts/chat/chat.schemas";
import { chats } from "../../db/chat-schema";
import type { Database } from "../../db/client";

export const NO_SUCH_CHAT_MESSAGE = "This chat does not exist.";

const chatOfOrganisation = async (db: Database, organisationId: string) =>
  (await db.select({ id: chats.id }).from(chats).where(eq(chats.organisationId, organisationId)).limit(1))[0];

/**
 * GET /chats: the organisation's one chat, made on first use by `userId` (two first uses at once still
 * make one).
 */
export async function sellerChat(db: Database, organisationId: string, userId: string): Promise<Chat> {
  const found = await chatOfOrganisation(db, organisationId);
  if (found) return found;
  await db.insert(chats).values({ id: crypto.randomUUID(), organisationId, userId }).onConflictDoNothing();
  const made = await chatOfOrganisation(db, organisationId);
  if (!made) throw new Error(`no chat for ${organisationId} after making it`);
  return made;
}

/** The chat if it is the organisation's; 1006 otherwise, whether another's or none. */
export async function requireOwnChat(db: Database, organisationId: string, chatId: string): Promise<Chat> {
  const [chat] = await db
    .select({ id: chats.id })
    .from(chats)
    .where(and(eq(chats.id, chatId), eq(chats.organisationId, organisationId)))
    .limit(1);
  if (!chat) throw new ApiError(1006, NO_SUCH_CHAT_MESSAGE);
  return chat;
}
