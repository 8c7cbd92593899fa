import type { NotificationView } from "../../contracts/alerts/notifications";
import type { notifications } from "../../db/alerts-schema";

type Row = typeof notifications.$inferSelect;

export const notificationView = (row: Row): NotificationView => ({
  id: row.id,
  profileId: row.profileId,
  kind: row.kind,
  title: row.title,
  text: row.text,
  link: row.link,
  createdAt: row.createdAt.toISOString(),
  read: row.readAt !== null,
});
