/**
 * Per-item errors of SP v3 207 answers: `{errorType, errorValue: {<errorType>: {reason, message, …}}}`
 * with the reason enums of the Sponsored Products OpenAPI document.
 */

export type EntityType =
  | "CAMPAIGN"
  | "AD_GROUP"
  | "PRODUCT_AD"
  | "KEYWORD"
  | "NEGATIVE_KEYWORD"
  | "CAMPAIGN_NEGATIVE_KEYWORD"
  | "TARGETING_CLAUSE"
  | "NEGATIVE_TARGETING_CLAUSE"
  | "CAMPAIGN_NEGATIVE_TARGETING_CLAUSE";

export interface ErrorDetail {
  reason: string;
  message: string;
  cause?: { location: string; trigger?: string };
  [field: string]: unknown;
}

export interface MutationError {
  errorType: string;
  errorValue: Record<string, ErrorDetail>;
}

export function error(errorType: string, detail: ErrorDetail): MutationError {
  return { errorType, errorValue: { [errorType]: detail } };
}

export function cause(location: string, trigger?: unknown): { location: string; trigger?: string } {
  return trigger === undefined ? { location } : { location, trigger: String(trigger) };
}

export function missingValue(location: string): MutationError {
  return error("missingValueError", {
    reason: "MISSING_VALUE",
    message: `${location.replace(/^\$\.?/, "")} is required`,
    cause: cause(location),
  });
}

export function rangeError(
  location: string,
  trigger: unknown,
  reason: "TOO_LOW" | "TOO_HIGH" | "INVALID_ENUM_VALUE",
  limits: { lowerLimit?: string; upperLimit?: string; allowed?: string[] },
  message: string,
): MutationError {
  return error("rangeError", { reason, message, cause: cause(location, trigger), ...limits });
}

export function invalidEnum(location: string, trigger: unknown, allowed: readonly string[]): MutationError {
  return rangeError(
    location,
    trigger,
    "INVALID_ENUM_VALUE",
    { allowed: [...allowed] },
    `Value must be one of ${allowed.join(", ")}`,
  );
}

export function malformed(
  location: string,
  trigger: unknown,
  reason: "BLANK" | "TOO_LONG" | "PATTERN_NOT_MATCHED" | "LEADING_OR_TRAILING_WHITESPACE" | "FORBIDDEN_CHARS",
  message: string,
): MutationError {
  return error("malformedValueError", { reason, message, cause: cause(location, trigger) });
}

export function entityNotFound(entityType: EntityType, entityId: string, location: string): MutationError {
  return error("entityNotFoundError", {
    reason: "ENTITY_NOT_FOUND",
    message: `${entityType} ${entityId} was not found`,
    entityType,
    entityId,
    cause: cause(location, entityId),
  });
}

export function parentEntity(
  reason: "PARENT_ENTITY_NOT_FOUND" | "PARENT_ENTITY_ARCHIVED",
  message: string,
  location: string,
  trigger?: string,
): MutationError {
  return error("parentEntityError", { reason, message, cause: cause(location, trigger) });
}

export function entityState(
  entityType: EntityType,
  reason: string,
  message: string,
  location = "$",
): MutationError {
  return error("entityStateError", { reason, message, entityType, cause: cause(location) });
}

export function duplicateValue(
  reason: "DUPLICATE_VALUE" | "NAME_NOT_UNIQUE",
  message: string,
  location: string,
  trigger?: string,
) {
  return error("duplicateValueError", { reason, message, cause: cause(location, trigger) });
}

export function otherError(message: string, location = "$"): MutationError {
  return error("otherError", { reason: "OTHER_ERROR", message, cause: cause(location) });
}

export function throttled(): MutationError {
  return error("throttledError", { reason: "THROTTLED", message: "Request was throttled; retry later" });
}
