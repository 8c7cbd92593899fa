import { Hono } from "hono";
import type { AppEnv } from "../../app-env";
import {
  notificationPageQuerySchema,
  notificationParamSchema,
} from "../../contracts/alerts/notifications.schemas";
import { validate } from "../../middleware/validate";
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
} from "../../services/alerts/notifications";
import { ok } from "../respond";

/** /api/notifications: the notification centre, the seller's alerts over all their profiles. */
export const notificationRoutes = new Hono<AppEnv>()
  .get("/", validate("query", notificationPageQuerySchema), async (c) =>
    ok(c, await listNotifications(c.var.db, c.var.user.id, c.req.valid("query"))),
  )
  .post("/read", async (c) => ok(c, await markAllNotificationsRead(c.var.db, c.var.user.id, new Date())))
  .post("/:notificationId/read", validate("param", notificationParamSchema), async (c) =>
    ok(
      c,
      await markNotificationRead(c.var.db, c.var.user.id, c.req.valid("param").notificationId, new Date()),
    ),
  );
