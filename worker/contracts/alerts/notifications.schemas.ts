/** Paths and queries of /api/notifications. Pure valibot. */
import * as v from "valibot";
import { MAX_NOTIFICATION_PAGE_SIZE, NOTIFICATION_PAGE_SIZE } from "./notifications";

const idText = v.pipe(
  v.string("Required"),
  v.regex(/^\d{1,12}$/, "Must be a whole number"),
  v.transform(Number),
);

export const notificationParamSchema = v.object({ notificationId: idText });

export const notificationPageQuerySchema = v.object({
  before: v.optional(idText),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,4}$/, "Must be a whole number"),
      v.transform(Number),
      v.minValue(1, "Min value - 1"),
      v.maxValue(MAX_NOTIFICATION_PAGE_SIZE, `Max value - ${MAX_NOTIFICATION_PAGE_SIZE}`),
    ),
    String(NOTIFICATION_PAGE_SIZE),
  ),
});
