import { describe, expect, it } from "vitest";
import { selectAllMatchingText, selectedText } from "../../../web/src/components/data-table/selection-text";

const NOUN: [string, string] = ["campaign", "campaigns"];

describe("the selection bar's texts", () => {
  it("counts the ticked rows, singular for one", () => {
    expect(selectedText(1, NOUN, false)).toBe("1 campaign selected");
    expect(selectedText(1234, NOUN, false)).toBe("1,234 campaigns selected");
  });

  it("says when every matching row is selected, and offers it", () => {
    expect(selectedText(23, NOUN, true)).toBe("All 23 matching campaigns selected");
    expect(selectAllMatchingText(23, NOUN)).toBe("Select all 23 matching campaigns");
  });
});
