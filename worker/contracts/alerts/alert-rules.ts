/**
 * The alerts a seller turns on per profile (issue 33, item 4), their parameters and how each reaches
 * them. Pure data shared by the API, the jobs and the settings screen.
 */

export const ALERT_KINDS = [
  "budgetOut",
  "acosOverTarget",
  "outOfStock",
  "accountReconnect",
  "runFailed",
  "adLimitNear",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** In the notification centre only, also e-mailed at once, or also in the daily e-mail digest. */
export const ALERT_DELIVERIES = ["IN_APP", "EMAIL_NOW", "EMAIL_DIGEST"] as const;
export type AlertDelivery = (typeof ALERT_DELIVERIES)[number];

export const BUDGET_OUT_HOUR = { min: 1, max: 23 } as const;
export const ACOS_OVER_POINTS = { min: 1, max: 100 } as const;
export const ACOS_OVER_DAYS = { min: 1, max: 14 } as const;
/** The ad limit alert: at this share of the plan's monthly ad-spend cap. */
export const AD_LIMIT_NEAR_PERCENT = 90;

type Switch = { enabled: boolean; delivery: AlertDelivery };

export type AlertRules = {
  /** A campaign ran out of budget before `beforeHour`:00, marketplace time. */
  budgetOut: Switch & { beforeHour: number };
  /** A SKU's ACOS over its target by `points` percentage points on each of the last `days` complete days. */
  acosOverTarget: Switch & { points: number; days: number };
  /** A SKU out of stock; with `lowStock`, also when Amazon says its stock is running low. */
  outOfStock: Switch & { lowStock: boolean };
  /** An Amazon account refused our token: the seller must reconnect it. */
  accountReconnect: Switch;
  /** An automation run failed: given up after its retries, or changes Amazon refused. */
  runFailed: Switch;
  /** This month's ad spend reached AD_LIMIT_NEAR_PERCENT % of the plan's cap. */
  adLimitNear: Switch;
};

/**
 * What a seller who never opened the settings gets: every alert on; what stops ads or needs them
 * (a campaign off for the rest of the day, no stock, a refused token, the ad limit) e-mailed at once;
 * slower trends in the daily digest; a failed run (retried within the hour) in the app only.
 */
export const DEFAULT_ALERT_RULES: AlertRules = {
  budgetOut: { enabled: true, delivery: "EMAIL_NOW", beforeHour: 18 },
  acosOverTarget: { enabled: true, delivery: "EMAIL_DIGEST", points: 10, days: 3 },
  outOfStock: { enabled: true, delivery: "EMAIL_NOW", lowStock: true },
  accountReconnect: { enabled: true, delivery: "EMAIL_NOW" },
  runFailed: { enabled: true, delivery: "IN_APP" },
  adLimitNear: { enabled: true, delivery: "EMAIL_NOW" },
};

/** The rule's name as the settings screen and the e-mails say it. */
export const ALERT_LABELS: Record<AlertKind, string> = {
  budgetOut: "Budget ran out early",
  acosOverTarget: "ACOS over target",
  outOfStock: "Out of stock",
  accountReconnect: "Account needs reconnecting",
  runFailed: "Automation run failed",
  adLimitNear: "Ad limit near",
};

export const DELIVERY_LABELS: Record<AlertDelivery, string> = {
  IN_APP: "In the app only",
  EMAIL_NOW: "E-mail at once",
  EMAIL_DIGEST: "Daily e-mail digest",
};
