/** Field checks shared by the entity rules; each returns an error or undefined. */

import { normalizedWords } from "../auction/text-match";
import type { Marketplace } from "../core/marketplaces";
import { parseDate } from "../core/time";
import { budgetError } from "./domain-errors";
import { invalidEnum, type MutationError, malformed, missingValue, rangeError } from "./errors";

export type Item = Record<string, unknown>;

export const WRITABLE_STATES = ["ENABLED", "PAUSED"] as const;

export function checkState(item: Item, required: boolean, at: string): MutationError | undefined {
  if (item.state === undefined) return required ? missingValue(`${at}.state`) : undefined;
  if (!WRITABLE_STATES.includes(item.state as never))
    return invalidEnum(`${at}.state`, item.state, WRITABLE_STATES);
  return undefined;
}

export function checkEnum(
  item: Item,
  field: string,
  allowed: readonly string[],
  required: boolean,
  at: string,
): MutationError | undefined {
  const value = item[field];
  if (value === undefined) return required ? missingValue(`${at}.${field}`) : undefined;
  if (typeof value !== "string" || !allowed.includes(value))
    return invalidEnum(`${at}.${field}`, value, allowed);
  return undefined;
}

export function checkBid(value: unknown, required: boolean, marketplace: Marketplace, location: string) {
  if (value === undefined || value === null) return required ? missingValue(location) : undefined;
  const limits = { lowerLimit: String(marketplace.bid.min), upperLimit: String(marketplace.bid.max) };
  if (typeof value !== "number" || !Number.isFinite(value)) {
    return rangeError(location, value, "TOO_LOW", limits, "bid must be a number");
  }
  if (value < marketplace.bid.min) {
    return rangeError(location, value, "TOO_LOW", limits, `bid must be at least ${marketplace.bid.min}`);
  }
  if (value > marketplace.bid.max) {
    return rangeError(location, value, "TOO_HIGH", limits, `bid must be at most ${marketplace.bid.max}`);
  }
  return undefined;
}

export function checkBudget(value: unknown, required: boolean, marketplace: Marketplace, at: string) {
  if (value === undefined) return required ? missingValue(`${at}.budget`) : undefined;
  const budget = value as Item | null;
  if (typeof budget !== "object" || budget === null) return missingValue(`${at}.budget.budget`);
  if (budget.budgetType !== "DAILY")
    return invalidEnum(`${at}.budget.budgetType`, budget.budgetType, ["DAILY"]);
  const amount = budget.budget;
  const limits = { lowerLimit: String(marketplace.budget.min), upperLimit: String(marketplace.budget.max) };
  const location = `${at}.budget.budget`;
  if (typeof amount !== "number" || !Number.isFinite(amount)) return missingValue(location);
  if (amount < marketplace.budget.min) {
    return budgetError(
      "BUDGET_TOO_LOW",
      `budget must be at least ${marketplace.budget.min}`,
      location,
      amount,
      limits,
    );
  }
  if (amount > marketplace.budget.max) {
    return budgetError(
      "BUDGET_TOO_HIGH",
      `budget must be at most ${marketplace.budget.max}`,
      location,
      amount,
      limits,
    );
  }
  return undefined;
}

export function checkName(value: unknown, required: boolean, maxLength: number, location: string) {
  if (value === undefined) return required ? missingValue(location) : undefined;
  if (typeof value !== "string" || value.trim() === "")
    return malformed(location, value, "BLANK", "name must not be blank");
  if (value !== value.trim()) {
    return malformed(
      location,
      value,
      "LEADING_OR_TRAILING_WHITESPACE",
      "name must not start or end with spaces",
    );
  }
  if (value.length > maxLength)
    return malformed(location, value, "TOO_LONG", `name must be at most ${maxLength} characters`);
  return undefined;
}

/** Keyword text: not blank, at most `maxChars` characters and `maxWords` words. */
export function checkKeywordText(value: unknown, maxChars: number, maxWords: number, location: string) {
  if (value === undefined) return missingValue(location);
  if (typeof value !== "string" || value.trim() === "")
    return malformed(location, value, "BLANK", "keywordText must not be blank");
  if (value.length > maxChars) {
    return malformed(location, value, "TOO_LONG", `keywordText must be at most ${maxChars} characters`);
  }
  if (value.trim().split(/\s+/).length > maxWords) {
    return malformed(location, value, "TOO_LONG", `keywordText must be at most ${maxWords} words`);
  }
  if (normalizedWords(value).length === 0) {
    return malformed(location, value, "FORBIDDEN_CHARS", "keywordText must contain letters or digits");
  }
  return undefined;
}

export function checkDate(value: unknown, location: string): MutationError | undefined {
  if (typeof value !== "string" || Number.isNaN(parseDate(value))) {
    return malformed(location, value, "PATTERN_NOT_MATCHED", "date must be YYYY-MM-DD");
  }
  return undefined;
}

export function checkId(value: unknown, location: string): MutationError | undefined {
  if (value === undefined) return missingValue(location);
  if (typeof value !== "string" || !/^\d+$/.test(value)) {
    return malformed(location, value, "PATTERN_NOT_MATCHED", "ids are strings of digits");
  }
  return undefined;
}

/** Every error among a list of optional checks. */
export function errorsOf(...checks: (MutationError | undefined)[]): MutationError[] {
  return checks.filter((check): check is MutationError => check !== undefined);
}
