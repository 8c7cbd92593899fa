import type { ProposedWidget } from "../../assistant/assistant";
import type { ChatWidget } from "../../contracts/realtime/chat-message-events";
import type { Database } from "../../db/client";
import { checkProposedWidget } from "./widget-check";
import { widgetTargetBelongs } from "./widget-scope";

const dropped = (userId: string, messageId: string, proposed: ProposedWidget, reason: string) => {
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "chat-widget-dropped",
      userId,
      messageId,
      method: proposed.method,
      endpoint: proposed.endpoint,
      reason,
    }),
  );
  return null;
};

/**
 * The widget to store with the reply `messageId`, or null when it must be dropped (logged): a route
 * of the widget catalogue with its own fields (widget-check.ts), on one of the seller's profiles and an
 * entity of it (widget-scope.ts). Its body's `messageId` is the message's.
 */
export async function acceptedWidget(
  db: Database,
  userId: string,
  messageId: string,
  proposed: ProposedWidget,
): Promise<ChatWidget | null> {
  const check = checkProposedWidget(proposed);
  if (!check.ok) return dropped(userId, messageId, proposed, check.reason);
  if (!(await widgetTargetBelongs(db, userId, check.target))) {
    return dropped(userId, messageId, proposed, "not the seller's profile or entity");
  }
  return { ...check.widget, body: { ...check.widget.body, messageId } };
}
