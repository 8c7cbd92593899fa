/** The main screens bench:web opens cold, and what on each shows only once its data is there. */
import type { ReadySeller } from "../support/ready-seller";

export type Screen = {
  name: string;
  path: (seller: ReadySeller) => string;
  /** A CSS selector that matches only when the screen shows the seller's data (not a loader or skeleton). */
  firstData: string;
  /** Clicked as soon as it appears (the chat's launcher), for screens opened from another. */
  opener?: string;
};

/** A data table's first real row: skeleton rows and the totals row are not data. */
const DATA_ROW = "tbody tr:not([data-testid=skeleton-row]):not([data-testid=totals-row]) td";

export const SCREENS: Screen[] = [
  {
    name: "dashboard",
    path: () => "/",
    firstData: '[aria-busy="false"]',
  },
  { name: "quick-launch campaigns", path: () => "/quick-launch", firstData: DATA_ROW },
  { name: "migrated campaigns", path: () => "/migrated-campaigns", firstData: DATA_ROW },
  {
    name: "campaign page",
    path: (seller) => `/migrated-campaign/${seller.campaignId}`,
    firstData: DATA_ROW,
  },
  { name: "SKU list", path: () => "/advertised-sku", firstData: DATA_ROW },
  { name: "SKU page", path: (seller) => `/advertised-sku/${seller.skuId}`, firstData: DATA_ROW },
  {
    name: "analytics",
    path: () => "/analytics",
    firstData: "[data-testid=trend-chart] .recharts-line-curve",
  },
  { name: "accounts", path: () => "/settings#amazon-accounts", firstData: "[data-testid=connected-account]" },
  {
    name: "settings (subscription)",
    path: () => "/settings#subscriptions",
    firstData: "[data-testid=plan-SCALE_UP]",
  },
  {
    name: "chat",
    path: () => "/",
    opener: 'button[aria-label="Open the AI assistant"]',
    firstData: "[data-testid=chat-messages] p, [data-testid=chat-message]",
  },
];
