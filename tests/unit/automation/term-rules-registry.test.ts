import { describe, expect, it } from "vitest";
import { RULES } from "../../../worker/automation/rules";

describe("rule registry", () => {
  it("holds both search-term rules", () => {
    expect(RULES.map((definition) => definition.rule)).toEqual(
      expect.arrayContaining(["NEGATIVE_OPTIMIZATION", "SEARCH_TERM_EXPANSION"]),
    );
  });
});
