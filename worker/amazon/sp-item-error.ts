import type { SpItemError } from "./sp-entities";

type ErrorDetail = { message?: unknown; reason?: unknown };

/**
 * The marketplace's own words for a refused SP v3 item: each error is
 * `{errorType, errorValue: {<errorType>: {reason, message}}}`; their messages, joined.
 */
export function itemErrorMessage(item: SpItemError): string {
  const messages = item.errors.flatMap((error) => {
    const value = (error as { errorValue?: Record<string, ErrorDetail> } | null)?.errorValue ?? {};
    return Object.values(value).map((detail) => String(detail?.message ?? detail?.reason ?? ""));
  });
  return messages.filter(Boolean).join("; ") || "Amazon refused the change.";
}
