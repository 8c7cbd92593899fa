/** The SKU list's status filter (spec 001 §2): all, true, false; default all. Pure. */
export type SkuStatusFilter = "all" | "true" | "false";

export const SKU_STATUS_OPTIONS: [SkuStatusFilter, string][] = [
  ["all", "All"],
  ["true", "Advertised"],
  ["false", "Not Advertised"],
];

/** The page call's isAdvertised: omitted for all. */
export const isAdvertisedParam = (status: SkuStatusFilter) => (status === "all" ? undefined : status);

/** How a SKU's advertising reads in the Status column. */
export const skuStatusLabel = (isAdvertised: boolean) => (isAdvertised ? "Advertised" : "Not Advertised");
