import { centsToDollars } from "../metrics";
import type { ChangeAction } from "./change";
import type { ChangeField, ChangeValue } from "./change-api";

/** What a change sets, as the API shows it: bids and budgets in dollars, additions by their text or ASIN. */
export function fieldAndValues(action: ChangeAction): {
  field: ChangeField;
  from: ChangeValue;
  to: ChangeValue;
} {
  switch (action.kind) {
    case "SET_BID":
      return { field: "bid", from: centsToDollars(action.fromCents), to: centsToDollars(action.toCents) };
    case "SET_BUDGET":
      return { field: "budget", from: centsToDollars(action.fromCents), to: centsToDollars(action.toCents) };
    case "SET_STATE":
      return { field: "state", from: action.from, to: action.to };
    case "ADD_KEYWORD":
      return { field: "keyword", from: null, to: centsToDollars(action.bidCents) };
    case "ADD_TARGET":
      return { field: "target", from: null, to: centsToDollars(action.bidCents) };
    case "ADD_NEGATIVE_KEYWORD":
      return { field: "negativeKeyword", from: null, to: action.keywordText };
    case "ADD_NEGATIVE_TARGET":
      return { field: "negativeTarget", from: null, to: action.asin };
    case "ARCHIVE":
      return { field: "state", from: "ENABLED", to: "ARCHIVED" };
  }
}
