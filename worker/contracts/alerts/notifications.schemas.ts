/** Paths and queries of /api/notifications. Pure valibot. */
import * as v from "valibot";
import { pageLimitField } from "../page-limit.schemas";
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from "./notifications";

const idText = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const notificationParamSchema = v.object({ notificationId: idText });

export const notificationPageQuerySchema = v.object({
  before: v.optional(idText),
  limit: pageLimitField(NOTIFICATION_PAGE_SIZE, MAX_NOTIFICATION_PAGE_SIZE),
});
