/** How a marketplace product's status and availability read in the Products dialog (spec 001 §2). Pure. */
import { EMPTY } from "../../../lib/format";

export type ProductStatus = "Added" | "Not Added" | "Ineligible";

/** Added if isAdded; else Not Added if ELIGIBLE; else Ineligible. */
export function productStatus(product: { isAdded: boolean; eligibilityStatus: string }): ProductStatus {
  if (product.isAdded) return "Added";
  return product.eligibilityStatus === "ELIGIBLE" ? "Not Added" : "Ineligible";
}

/** Only an eligible product not yet added gets the inline form. */
export const canAddProduct = (product: { isAdded: boolean; eligibilityStatus: string }) =>
  productStatus(product) === "Not Added";

type AvailabilityText = { label: string; tip: string };

const AVAILABILITY: Record<string, AvailabilityText> = {
  IN_STOCK: { label: "In stock", tip: "The product is in stock and ships now." },
  IN_STOCK_SCARCE: {
    label: "In stock (limited)",
    tip: "In stock, but only a few units are left: ads may soon send shoppers to an empty shelf.",
  },
  OUT_OF_STOCK: {
    label: "Out of stock",
    tip: "The product can't be bought now; its ads don't deliver until it is back in stock.",
  },
  PREORDER: { label: "Pre-order", tip: "Shoppers can order it now; it ships once it is released." },
  LEADTIME: {
    label: "Lead time",
    tip: "Available to order, but it ships after a longer lead time than usual.",
  },
  AVAILABLE_DATE: {
    label: "Available date",
    tip: "It becomes available on a future date; until then it can't be bought.",
  },
};

/** 'SOME_VALUE' → 'Some value', for values the marketplace adds later. */
const sentenceCase = (value: string) => {
  const words = value.toLowerCase().replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The availability's label and, for the known values, its tooltip. */
export function availabilityText(value: string | null | undefined): { label: string; tip?: string } {
  if (!value) return { label: EMPTY };
  return AVAILABILITY[value] ?? { label: sentenceCase(value) };
}
