import type { ChangeRow } from "@contracts/automation/change-api";
import { useCurrency } from "../../../lib/currency";
import { describeChange } from "../lib/format-change";

/** What a change does ("Bid £0.92 → £0.78"), money in the profile's currency. */
export function ChangeText({ row }: { row: Pick<ChangeRow, "field" | "from" | "to"> }) {
  return describeChange(row, useCurrency());
}
