import type { SpItemError } from "./sp-entities";

type ErrorDetail = { message?: unknown; reason?: unknown };

const detailsOf = (item: SpItemError): (ErrorDetail | undefined)[] =>
  item.errors.flatMap((error) =>
    Object.values((error as { errorValue?: Record<string, ErrorDetail> } | null)?.errorValue ?? {}),
  );

/**
 * The marketplace's own words for a refused SP v3 item: each error is
 * `{errorType, errorValue: {<errorType>: {reason, message}}}`; their messages, joined.
 */
export function itemErrorMessage(item: SpItemError): string {
  const messages = detailsOf(item).map((detail) => String(detail?.message ?? detail?.reason ?? ""));
  return messages.filter(Boolean).join("; ") || "Amazon refused the change.";
}

/** Amazon refused the item because it is archived (an entityStateError): it can never change again. */
export const isArchivedRefusal = (item: SpItemError): boolean =>
  detailsOf(item).some((detail) => detail?.reason === "ARCHIVED_ENTITY_CANNOT_BE_MODIFIED");

const TRANSIENT_REASONS = new Set(["THROTTLED", "INTERNAL_ERROR"]);

/** Amazon refused the item for now (throttled, an internal error), not for what it is: sending it again may succeed. */
export const isTransientRefusal = (item: SpItemError): boolean =>
  detailsOf(item).some((detail) => TRANSIENT_REASONS.has(String(detail?.reason ?? "")));

/** Amazon refused the item because the same entity exists already (an addition made before). */
export const isDuplicateRefusal = (item: SpItemError): boolean =>
  detailsOf(item).some((detail) => detail?.reason === "DUPLICATE_VALUE");
