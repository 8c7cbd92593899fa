import { describe, expect, it } from "vitest";
import {
  type BulkChoice,
  bulkChangeOf,
} from "../../../web/src/features/campaign-lists/bulk-edit/bulk-change-form";

/** The bulk edit's form (issue 33): each choice and amount read as the API's change, or the message shown. */
describe("bulkChangeOf", () => {
  const changes: [BulkChoice, string, unknown][] = [
    ["SET", "12.5", { kind: "SET_BUDGET", amount: 12.5 }],
    ["RAISE_AMOUNT", "2", { kind: "ADD_BUDGET", amount: 2 }],
    ["LOWER_AMOUNT", "2.25", { kind: "ADD_BUDGET", amount: -2.25 }],
    ["RAISE_PERCENT", "10", { kind: "PERCENT_BUDGET", percent: 10 }],
    ["LOWER_PERCENT", "90", { kind: "PERCENT_BUDGET", percent: -90 }],
    ["ENABLE", "", { kind: "SET_STATE", state: "ENABLED" }],
    ["PAUSE", "anything", { kind: "SET_STATE", state: "PAUSED" }],
  ];
  for (const [choice, text, change] of changes) {
    it(`reads ${choice} '${text}'`, () => expect(bulkChangeOf(choice, text)).toEqual({ change }));
  }

  const errors: [BulkChoice, string, string][] = [
    ["SET", "", "Required"],
    ["SET", "abc", "Required"],
    ["SET", "0.5", "Min value - $1"],
    ["SET", "1.005", "Must be in steps of $0.01"],
    ["RAISE_AMOUNT", "0", "Must be more than 0"],
    ["LOWER_AMOUNT", "-1", "Must be more than 0"],
    ["RAISE_PERCENT", "501", "Max value - 500%"],
    ["LOWER_PERCENT", "91", "Max value - 90%"],
    ["LOWER_PERCENT", "10.005", "At most two decimals"],
  ];
  for (const [choice, text, error] of errors) {
    it(`refuses ${choice} '${text}': ${error}`, () => expect(bulkChangeOf(choice, text)).toEqual({ error }));
  }
});
