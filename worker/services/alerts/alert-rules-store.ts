import { eq } from "drizzle-orm";
import { connectedProfileAccount } from "../../access/profile-account";
import {
  ALERT_KINDS,
  type AlertKind,
  type AlertRules,
  DEFAULT_ALERT_RULES,
} from "../../contracts/alerts/alert-rules";
import { alertRules } from "../../db/alerts-schema";
import type { Database } from "../../db/client";
import { upsertRows } from "../../db/upsert";

/** The profile's alert rules: each kind as stored, or its default when the seller never saved it. */
export async function readAlertRules(db: Database, profileId: number): Promise<AlertRules> {
  const rows = await db.select().from(alertRules).where(eq(alertRules.profileId, profileId));
  const rules: AlertRules = structuredClone(DEFAULT_ALERT_RULES);
  for (const { kind, enabled, delivery, params } of rows) {
    Object.assign(rules[kind], params, { enabled, delivery });
  }
  return rules;
}

/** Stores every kind of the profile's alert rules (the settings screen saves them together). */
export async function saveAlertRules(db: Database, profileId: number, rules: AlertRules) {
  await upsertRows(
    db,
    alertRules,
    [alertRules.profileId, alertRules.kind],
    ALERT_KINDS.map((kind) => {
      const { enabled, delivery, ...params } = rules[kind];
      return { profileId, kind, enabled, delivery, params };
    }),
  );
  return readAlertRules(db, profileId);
}

/**
 * Turns one kind's e-mail off (the unsubscribe link): it stays on in the notification centre. False
 * when the profile is no longer connected.
 */
export async function stopAlertMails(db: Database, profileId: number, kind: AlertKind) {
  if (!(await connectedProfileAccount(db, profileId))) return false;
  const rules = await readAlertRules(db, profileId);
  rules[kind].delivery = "IN_APP";
  await saveAlertRules(db, profileId, rules);
  return true;
}
