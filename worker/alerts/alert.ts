import type { AlertKind } from "../contracts/alerts/alert-rules";

/** An alert a rule raises: its text, where to act, and the key that makes it once per condition a day. */
export type RaisedAlert = {
  kind: AlertKind;
  /** Unique per seller: the same key is never raised twice (it holds the date, or the month). */
  dedupeKey: string;
  title: string;
  text: string;
  /** The app's path where the seller acts on it. */
  link: string;
};

/** The app's paths alerts link to (web/src/config/paths.ts holds the same routes). */
export const ALERT_LINKS = {
  campaign: (campaignId: string) => `/campaign/${encodeURIComponent(campaignId)}`,
  sku: (skuId: number) => `/advertised-sku/${skuId}`,
  accounts: "/settings#amazon-accounts",
  plan: "/settings#subscriptions",
  automation: (skuId: number | null) => (skuId === null ? "/advertised-sku" : `/advertised-sku/${skuId}`),
} as const;
