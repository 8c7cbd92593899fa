import type { AlertKind } from "./alert-rules";

/** One alert in the notification centre, as GET /api/notifications lists it and the channel sends it. */
export type NotificationView = {
  id: number;
  profileId: number;
  kind: AlertKind;
  title: string;
  text: string;
  /** The app's path where the seller acts on it: the campaign, the SKU, the accounts, the plan. */
  link: string;
  /** ISO time it was raised. */
  createdAt: string;
  read: boolean;
};

export type NotificationPage = {
  notifications: NotificationView[];
  /** Unread alerts of the seller, all profiles: the bell's count. */
  unread: number;
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: number | null;
};

export const NOTIFICATION_PAGE_SIZE = 20;
export const MAX_NOTIFICATION_PAGE_SIZE = 100;
