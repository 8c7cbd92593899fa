/** Validation of targeting expressions (manual targets and negative targets). */
import type { Predicate } from "../targeting-entities";
import { AUTO_PREDICATES } from "../targeting-entities";
import { targetingSetup } from "./domain-errors";
import { invalidEnum, type MutationError, malformed, missingValue } from "./errors";

const MANUAL_TYPES = [
  "ASIN_SAME_AS",
  "ASIN_CATEGORY_SAME_AS",
  "ASIN_BRAND_SAME_AS",
  "ASIN_EXPANDED_FROM",
  "ASIN_PRICE_LESS_THAN",
  "ASIN_PRICE_BETWEEN",
  "ASIN_PRICE_GREATER_THAN",
] as const;
const NEGATIVE_TYPES = ["ASIN_SAME_AS", "ASIN_BRAND_SAME_AS"] as const;
const ASIN = /^[A-Z0-9]{10}$/i;

function checkValue(type: string, value: unknown, location: string): MutationError | undefined {
  if (typeof value !== "string" || value.trim() === "") return missingValue(location);
  const ok =
    type === "ASIN_SAME_AS" || type === "ASIN_EXPANDED_FROM"
      ? ASIN.test(value)
      : type === "ASIN_CATEGORY_SAME_AS"
        ? /^\d+$/.test(value)
        : type === "ASIN_PRICE_BETWEEN"
          ? /^\d+(\.\d+)?-\d+(\.\d+)?$/.test(value)
          : type.startsWith("ASIN_PRICE")
            ? /^\d+(\.\d+)?$/.test(value)
            : true;
  return ok ? undefined : malformed(location, value, "PATTERN_NOT_MATCHED", `${type} value is malformed`);
}

function predicates(value: unknown, location: string): Predicate[] | MutationError {
  if (value === undefined) return missingValue(location);
  if (!Array.isArray(value) || value.length === 0)
    return malformed(location, value, "BLANK", "expression must not be empty");
  return value as Predicate[];
}

/** A manual targeting expression; auto predicates cannot be created by hand. */
export function checkManualExpression(value: unknown, location: string): MutationError[] {
  const list = predicates(value, location);
  if (!Array.isArray(list)) return [list];
  const errors: MutationError[] = [];
  list.forEach((predicate, index) => {
    const at = `${location}[${index}]`;
    if (AUTO_PREDICATES.includes(predicate?.type as never)) {
      errors.push(
        targetingSetup(
          "AUTO_TARGETING_CLAUSE_CANNOT_BE_CREATED_MANUALLY",
          "auto-targeting clauses are created with the ad group",
          `${at}.type`,
        ),
      );
      return;
    }
    if (!MANUAL_TYPES.includes(predicate?.type as never)) {
      errors.push(invalidEnum(`${at}.type`, predicate?.type, MANUAL_TYPES));
      return;
    }
    const valueError = checkValue(predicate.type, predicate.value, `${at}.value`);
    if (valueError) errors.push(valueError);
  });
  const single = list.some(
    (predicate) => predicate?.type === "ASIN_SAME_AS" || predicate?.type === "ASIN_EXPANDED_FROM",
  );
  if (errors.length === 0 && single && list.length > 1) {
    errors.push(
      targetingSetup("TARGETING_EXPRESSION_INVALID_VALUE", "an ASIN target cannot be refined", location),
    );
  }
  return errors;
}

/** A negative targeting expression: one ASIN_SAME_AS or ASIN_BRAND_SAME_AS predicate. */
export function checkNegativeExpression(value: unknown, location: string): MutationError[] {
  const list = predicates(value, location);
  if (!Array.isArray(list)) return [list];
  if (list.length > 1)
    return [
      targetingSetup("TARGETING_EXPRESSION_INVALID_VALUE", "one predicate per negative target", location),
    ];
  const predicate = list[0];
  if (!NEGATIVE_TYPES.includes(predicate?.type as never))
    return [invalidEnum(`${location}[0].type`, predicate?.type, NEGATIVE_TYPES)];
  const valueError = checkValue(String(predicate?.type), predicate?.value, `${location}[0].value`);
  return valueError ? [valueError] : [];
}

/** Expressions compared by content (ASINs case-insensitively). */
export function sameExpression(a: readonly Predicate[], b: readonly Predicate[]): boolean {
  return (
    a.length === b.length &&
    a.every(
      (predicate, index) =>
        predicate.type === b[index]?.type &&
        (predicate.value ?? "").toUpperCase() === (b[index]?.value ?? "").toUpperCase(),
    )
  );
}

export function cleanExpression<T extends string>(list: readonly Predicate<T>[]): Predicate<T>[] {
  return list.map((predicate) =>
    predicate.value === undefined
      ? { type: predicate.type }
      : { type: predicate.type, value: predicate.value.trim() },
  );
}
