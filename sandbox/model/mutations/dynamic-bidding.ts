/** Validation and construction of a campaign's dynamicBidding (strategy and placement adjustments). */
import type { BiddingStrategy, Campaign, Placement } from "../entities";
import { PLACEMENTS } from "../entities";
import { duplicateValue, invalidEnum, type MutationError, missingValue, rangeError } from "./errors";
import { checkEnum, errorsOf, type Item } from "./validate";

const STRATEGIES = ["LEGACY_FOR_SALES", "AUTO_FOR_SALES", "MANUAL", "RULE_BASED"] as const;

export function checkDynamicBidding(value: unknown, at: string): MutationError[] {
  if (value === undefined) return [];
  const bidding = value as Item | null;
  if (typeof bidding !== "object" || bidding === null) return [missingValue(`${at}.dynamicBidding.strategy`)];
  const errors = errorsOf(checkEnum(bidding, "strategy", STRATEGIES, false, `${at}.dynamicBidding`));
  const placements = bidding.placementBidding ?? [];
  if (!Array.isArray(placements)) return [...errors, missingValue(`${at}.dynamicBidding.placementBidding`)];
  const seen = new Set<string>();
  placements.forEach((entry: Item, index) => {
    const location = `${at}.dynamicBidding.placementBidding[${index}]`;
    if (!PLACEMENTS.includes(entry?.placement as Placement)) {
      errors.push(invalidEnum(`${location}.placement`, entry?.placement, PLACEMENTS));
    } else if (seen.has(entry.placement as string)) {
      errors.push(
        duplicateValue("DUPLICATE_VALUE", "each placement may appear once", `${location}.placement`),
      );
    }
    seen.add(String(entry?.placement));
    const percentage = entry?.percentage;
    if (
      typeof percentage !== "number" ||
      !Number.isInteger(percentage) ||
      percentage < 0 ||
      percentage > 900
    ) {
      const reason = typeof percentage === "number" && percentage > 900 ? "TOO_HIGH" : "TOO_LOW";
      errors.push(
        rangeError(
          `${location}.percentage`,
          percentage,
          reason,
          { lowerLimit: "0", upperLimit: "900" },
          "percentage must be an integer from 0 to 900",
        ),
      );
    }
  });
  return errors;
}

export function dynamicBiddingOf(
  value: unknown,
  previous?: Campaign["dynamicBidding"],
): Campaign["dynamicBidding"] {
  const bidding = (value ?? {}) as Item;
  return {
    strategy: (bidding.strategy as BiddingStrategy | undefined) ?? previous?.strategy ?? "LEGACY_FOR_SALES",
    placementBidding: Array.isArray(bidding.placementBidding)
      ? (bidding.placementBidding as Item[]).map((entry) => ({
          placement: entry.placement as Placement,
          percentage: entry.percentage as number,
        }))
      : (previous?.placementBidding ?? []),
  };
}
