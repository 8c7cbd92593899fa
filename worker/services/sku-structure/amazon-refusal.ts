import type { SpMutationResult } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError } from "../../contracts/api-error";

/**
 * 1008 when Amazon refused any item; what it accepted is already recorded, so asking again
 * finishes the rest.
 */
export function requireAccepted(result: SpMutationResult, what: string): void {
  const [refused] = result.error;
  if (!refused) return;
  throw new ApiError(
    1008,
    `Amazon did not accept ${what} (${itemErrorMessage(refused)}). Please try again: what was already created is kept.`,
  );
}
