import { env } from "cloudflare:workers";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import type { Assistant, ProposedWidget } from "../../../worker/assistant/assistant";
import { assistantTools } from "../../../worker/assistant/tools";
import type { ChatMessage } from "../../../worker/contracts/realtime/chat-message-events";
import { createDatabase } from "../../../worker/db/client";
import { postMessage } from "../../../worker/services/chat/post-message";
import { reply } from "../../../worker/services/chat/reply";
import { call } from "./http";
import { ownOrganisationId } from "./own-organisation";

/** The assistant's reply to one question, proposing `widget`: stored as the chat stores it. */
export async function replyProposing(
  seller: { id: string; cookie: string },
  chatId: string,
  widget: ProposedWidget,
  question = "Raise my budget",
): Promise<ChatMessage> {
  const db = createDatabase(env.DB);
  const engine: Assistant = { answer: async () => ({ text: "Raise it here: {widget} and watch.", widget }) };
  const organisationId = await ownOrganisationId(seller.id);
  const posted = await postMessage(db, organisationId, chatId, question, await marketplaceNow(env));
  await reply(
    {
      db,
      env,
      userId: seller.id,
      organisationId,
      assistant: engine,
      tools: assistantTools(db, organisationId),
    },
    posted.question,
  );
  const { json } = await call(`/api/chats/${chatId}/messages`, { cookie: seller.cookie });
  const stored = (json.data.messages as ChatMessage[]).find(
    (message) => message.id === posted.question.typing.id,
  );
  if (!stored) throw new Error("the reply was not stored");
  return stored;
}
