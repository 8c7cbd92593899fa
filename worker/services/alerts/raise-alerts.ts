import type { RaisedAlert } from "../../alerts/alert";
import type { AlertRules } from "../../contracts/alerts/alert-rules";
import { NOTIFICATION_EVENT_KEY } from "../../contracts/realtime/notification-events";
import { notifications } from "../../db/alerts-schema";
import type { Database } from "../../db/client";
import { publish } from "../../realtime/publish";
import { mailAlertsNow, mailDueDigest } from "./alert-mails";
import { notificationView } from "./notification-view";

export type AlertTarget = { userId: string; profileId: number };

/**
 * Stores the alerts the seller has not had yet (a key raised before adds nothing: once per condition
 * a day), sends each new one to their open tabs, e-mails those whose rule says "at once", and the
 * digest when one is due. Never throws: an alert must not fail the job that raised it.
 */
export async function raiseAlerts(
  db: Database,
  env: Env,
  { userId, profileId }: AlertTarget,
  alerts: RaisedAlert[],
  rules: AlertRules,
  now: Date,
) {
  try {
    const added = [];
    for (const alert of alerts) {
      const [row] = await db
        .insert(notifications)
        .values({ userId, profileId, ...alert, delivery: rules[alert.kind].delivery, createdAt: now })
        .onConflictDoNothing()
        .returning();
      if (row) added.push(row);
    }
    for (const row of added)
      await publish(env, userId, {
        key: NOTIFICATION_EVENT_KEY,
        type: "NOTIFICATION_CREATED",
        data: notificationView(row),
      });
    await mailAlertsNow(db, env, userId, added, now);
    await mailDueDigest(db, env, userId, now);
    return added.length;
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "alerts", profileId, error: String(error) }));
    return 0;
  }
}
