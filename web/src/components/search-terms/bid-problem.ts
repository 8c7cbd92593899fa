import type { KeywordBids } from "@contracts/search-terms/term-actions";
import { formatMoney } from "../../lib/format";

/** Why the bid cannot be sent, in the words the API would answer; null when it can. */
export function bidProblem(text: string, limits: KeywordBids, currency: string): string | null {
  const bid = Number(text);
  if (text.trim() === "" || !Number.isFinite(bid)) return "Required";
  if (bid < limits.bidMin || bid > limits.bidMax) {
    return `Must be between ${formatMoney(limits.bidMin, currency)} and ${formatMoney(limits.bidMax, currency)}, the SKU's Min and Max Bid`;
  }
  return null;
}
