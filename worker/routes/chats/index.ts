import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  chatMessagesQuerySchema,
  chatParamSchema,
  newChatMessageSchema,
} from "../../contracts/chat/chat.schemas";
import { validate } from "../../middleware/validate";
import { chatReplier } from "../../services/chat/chat-replier";
import { requireOwnChat, sellerChat } from "../../services/chat/chats";
import { clearChat, messagePage } from "../../services/chat/messages";
import { postMessage } from "../../services/chat/post-message";
import { reply } from "../../services/chat/reply";
import { ok } from "../respond";
import { admitMessage, chatMarkFreer, storedOrFreed } from "./message-admission";

const chatParam = validate("param", chatParamSchema);

/** /api/chats (document 001 §4, §7; issue 19): the organisation's chat with the AI assistant. */
export const chatRoutes = new Hono<AppEnv>()
  .get("/", async (c) => ok(c, await sellerChat(c.var.db, c.var.membership.organisationId, c.var.user.id)))
  .get("/:chatId/messages", chatParam, validate("query", chatMessagesQuerySchema), async (c) => {
    const chat = await requireOwnChat(c.var.db, c.var.membership.organisationId, c.req.valid("param").chatId);
    return ok(c, await messagePage(c.var.db, chat.id, c.req.valid("query").cursor));
  })
  // Answers the stored message at once; the reply comes over the seller's channel. One reply at a
  // time and the plan's daily budget (429/1007, nothing stored).
  .post("/:chatId/messages", chatParam, validate("json", newChatMessageSchema), async (c) => {
    const { db, user, membership } = c.var;
    const chat = await requireOwnChat(db, membership.organisationId, c.req.valid("param").chatId);
    const now = await c.var.now();
    await admitMessage(c, chat.id);
    const free = chatMarkFreer(c, chat.id);
    const text = c.req.valid("json").text;
    const { message, question } = await storedOrFreed(
      free,
      postMessage(db, membership.organisationId, chat.id, text, now),
    );
    const replier = { ...chatReplier(db, c.env, user.id, membership.organisationId), settled: free };
    c.executionCtx.waitUntil(reply(replier, question).finally(free));
    return ok(c, message);
  })
  .patch("/:chatId/clear", chatParam, async (c) => {
    const chat = await requireOwnChat(c.var.db, c.var.membership.organisationId, c.req.valid("param").chatId);
    await clearChat(c.var.db, chat.id);
    return ok(c, { id: chat.id });
  });
