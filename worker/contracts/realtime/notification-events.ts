import type { NotificationView } from "../alerts/notifications";

/** The message key of the notification centre's events on the real-time channel. */
export const NOTIFICATION_EVENT_KEY = "notifications";

/** An alert was raised for the seller: the bell counts it and the panel lists it without a reload. */
export type NotificationCreatedEvent = {
  key: typeof NOTIFICATION_EVENT_KEY;
  type: "NOTIFICATION_CREATED";
  data: NotificationView;
};
