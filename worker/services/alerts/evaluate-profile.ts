import { connectedProfileAccount } from "../../access/profile-account";
import { accountReconnectAlert } from "../../alerts/account-reconnect";
import { evaluateProfileAlerts } from "../../alerts/evaluate-alerts";
import { type RunFailure, runFailedAlert } from "../../alerts/run-failed";
import { marketplaceToday } from "../../clock/zone-clock";
import type { Database } from "../../db/client";
import { readAlertRules } from "./alert-rules-store";
import { profileFacts } from "./profile-facts";
import { raiseAlerts } from "./raise-alerts";

/**
 * After a profile's hourly automation run: its turned-on rules evaluated on its figures, and the run's
 * own failure. Never throws (the run is done; an alert must not make the queue retry it).
 */
export async function alertAfterRun(
  db: Database,
  env: Env,
  profileId: number,
  run: { failed: number; skuId: number | null },
  now: Date,
) {
  try {
    const access = await connectedProfileAccount(db, profileId);
    if (!access) return 0;
    const rules = await readAlertRules(db, profileId);
    const facts = await profileFacts(db, env, access, rules, now);
    const alerts = evaluateProfileAlerts(rules, facts);
    const profile = { id: profileId, name: access.profile.accountName };
    const failed =
      rules.runFailed.enabled && runFailedAlert(profile, { givenUp: false, ...run }, facts.today);
    if (failed) alerts.push(failed);
    return raiseAlerts(db, env, { userId: access.account.userId, profileId }, alerts, rules, now);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "alerts", profileId, error: String(error) }));
    return 0;
  }
}

/** A run given up after the queue's retries, or a sync that found the account's token refused. */
export async function alertJobFailure(
  db: Database,
  env: Env,
  profileId: number,
  failure: { kind: "runGivenUp" } | { kind: "accountRefused" },
  now: Date,
) {
  try {
    const access = await connectedProfileAccount(db, profileId);
    if (!access) return 0;
    const { profile, account } = access;
    const rules = await readAlertRules(db, profileId);
    const today = marketplaceToday(profile.timezone, now);
    const failure_: RunFailure = { givenUp: true };
    const alert =
      failure.kind === "runGivenUp"
        ? rules.runFailed.enabled &&
          runFailedAlert({ id: profileId, name: profile.accountName }, failure_, today)
        : rules.accountReconnect.enabled &&
          accountReconnectAlert({ tokenId: account.tokenId, name: account.profileName }, today);
    if (!alert) return 0;
    return raiseAlerts(db, env, { userId: account.userId, profileId }, [alert], rules, now);
  } catch (error) {
    console.error(JSON.stringify({ level: "error", event: "alerts", profileId, error: String(error) }));
    return 0;
  }
}
