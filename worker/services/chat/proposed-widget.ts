import type { ProposedWidget } from "../../assistant/assistant";
import {
  subjectName,
  widgetConfirmationOf,
  widgetEffect,
  widgetLabelOf,
} from "../../contracts/chat/widget-texts";
import type { ChatWidget, WidgetSubject } from "../../contracts/realtime/chat-message-events";
import type { Database } from "../../db/client";
import { checkProposedWidget } from "./widget-check";
import { widgetSubjectOf } from "./widget-scope";

const dropped = (organisationId: string, messageId: string, proposed: ProposedWidget, reason: string) => {
  console.warn(
    JSON.stringify({
      level: "warn",
      event: "chat-widget-dropped",
      organisationId,
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
 * entity of it (widget-scope.ts). Its body's `messageId` is the message's; its label and confirmation are
 * written here from the route, the entity's stored name and the values (whatever label the engine gave is
 * gone with the check).
 */
export async function acceptedWidget(
  db: Database,
  organisationId: string,
  messageId: string,
  proposed: ProposedWidget,
): Promise<ChatWidget | null> {
  const check = checkProposedWidget(proposed);
  if (!check.ok) return dropped(organisationId, messageId, proposed, check.reason);
  const stored = await widgetSubjectOf(db, organisationId, check.target);
  if (!stored)
    return dropped(organisationId, messageId, proposed, "not the organisation's profile or entity");
  const subject: WidgetSubject = {
    ...stored,
    name: subjectName(stored.name),
    ...(stored.campaign === undefined ? {} : { campaign: subjectName(stored.campaign) }),
  };
  const effect = widgetEffect(check.target.route, subject, check.widget.body);
  return {
    ...check.widget,
    name: widgetLabelOf(effect),
    subject,
    confirmation: widgetConfirmationOf(effect),
    body: { ...check.widget.body, messageId },
  };
}
