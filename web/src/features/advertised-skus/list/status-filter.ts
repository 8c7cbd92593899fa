/**
 * The SKU list's status filter (spec 001 §2): all, true, false; default all. Advertised counts the SKUs
 * advertised through migrated campaigns too (the automation governs them). Pure.
 */
import type { AdvertisingStatus } from "@contracts/advertised-skus/advertised-sku";

export type SkuStatusFilter = "all" | "true" | "false";

export const SKU_STATUS_OPTIONS: [SkuStatusFilter, string][] = [
  ["all", "All"],
  ["true", "Advertised"],
  ["false", "Not Advertised"],
];

/** The page call's isAdvertised: omitted for all. */
export const isAdvertisedParam = (status: SkuStatusFilter) => (status === "all" ? undefined : status);

const STATUS_LABELS: Record<AdvertisingStatus, string> = {
  ADVERTISED: "Advertised",
  ADVERTISED_THROUGH_MIGRATED: "Advertised through migrated campaigns",
  NOT_ADVERTISED: "Not Advertised",
};

/** How a SKU's advertising reads in the Status column and on its page. */
export const skuStatusLabel = (status: AdvertisingStatus) => STATUS_LABELS[status];

/** Green for both ways of being advertised (the automation runs on either), gray for neither. */
export const skuStatusColour = (status: AdvertisingStatus) =>
  status === "NOT_ADVERTISED" ? "gray" : "green";
