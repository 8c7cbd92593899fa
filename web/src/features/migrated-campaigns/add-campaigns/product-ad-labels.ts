/** How a marketplace product ad's statuses read in the Amazon Campaigns dialog. Pure. */
import { EMPTY } from "../../../lib/format";

/** 'IN_STOCK_SCARCE' → 'In stock scarce': Amazon's enumerations in sentence case. */
const sentenceCase = (value: string) => {
  const words = value.toLowerCase().replaceAll("_", " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const AVAILABILITY: Record<string, string> = {
  IN_STOCK: "In stock",
  IN_STOCK_SCARCE: "In stock (limited)",
  OUT_OF_STOCK: "Out of stock",
  PREORDER: "Pre-order",
};
export const availabilityLabel = (value: string | null | undefined) =>
  value ? (AVAILABILITY[value] ?? sentenceCase(value)) : EMPTY;

const ELIGIBILITY: Record<string, string> = {
  ELIGIBLE: "Eligible",
  INELIGIBLE: "Ineligible",
  ELIGIBLE_WITH_WARNING: "Eligible with warning",
};
export const eligibilityLabel = (value: string | null | undefined) =>
  value ? (ELIGIBILITY[value] ?? sentenceCase(value)) : EMPTY;

/** Only an ELIGIBLE product ad of a campaign not yet added can be migrated (spec 000 §2.7). */
export const canMigrate = (campaignIsAdded: boolean, eligibilityStatus: string) =>
  !campaignIsAdded && eligibilityStatus === "ELIGIBLE";
