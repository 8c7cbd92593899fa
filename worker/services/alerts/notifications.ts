import { and, count, desc, eq, isNull, lt } from "drizzle-orm";
import type { NotificationPage } from "../../contracts/alerts/notifications";
import { ApiError } from "../../contracts/api-error";
import { notifications } from "../../db/alerts-schema";
import type { Database } from "../../db/client";
import { notificationView } from "./notification-view";

const mine = (userId: string) => eq(notifications.userId, userId);
const unread = isNull(notifications.readAt);

/** How many of the seller's alerts are unread (the bell's count). */
export async function unreadCount(db: Database, userId: string) {
  const [row] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine(userId), unread));
  return row?.unread ?? 0;
}

/** The seller's alerts, newest first, `limit` older than `before`; with the unread count for the bell. */
export async function listNotifications(
  db: Database,
  userId: string,
  { before, limit }: { before?: number; limit: number },
): Promise<NotificationPage> {
  const [rows, unreadNow] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(and(mine(userId), before === undefined ? undefined : lt(notifications.id, before)))
      .orderBy(desc(notifications.id))
      .limit(limit + 1),
    unreadCount(db, userId),
  ]);
  const page = rows.slice(0, limit);
  return {
    notifications: page.map(notificationView),
    unread: unreadNow,
    nextBefore: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** Marks one of the seller's alerts read; another seller's (or none) is 1006. */
export async function markNotificationRead(db: Database, userId: string, id: number, now: Date) {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(mine(userId), eq(notifications.id, id)));
  if (!row) throw new ApiError(1006, "This notification does not exist.");
  if (row.readAt === null)
    await db
      .update(notifications)
      .set({ readAt: now })
      .where(and(mine(userId), eq(notifications.id, id)));
  return { unread: await unreadCount(db, userId) };
}

/** Marks every alert of the seller read. */
export async function markAllNotificationsRead(db: Database, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(mine(userId), unread));
  return { unread: 0 };
}
