import { describe, expect, it } from "vitest";
import type { TermEntry } from "../../../worker/services/search-terms/term-entries";
import { negativeCovers, termMarks } from "../../../worker/services/search-terms/term-marks";

const entry = (
  id: string,
  campaignId: string,
  text: string,
  matchType: string,
  negative = true,
): TermEntry => ({
  id,
  negative,
  campaignId,
  text,
  matchType,
});

describe("negativeCovers", () => {
  it("an exact negative covers the same words only, in any case and spacing", () => {
    expect(negativeCovers(entry("n", "c", "red shoes", "NEGATIVE_EXACT"), "Red  Shoes")).toBe(true);
    expect(negativeCovers(entry("n", "c", "red shoes", "NEGATIVE_EXACT"), "red shoes men")).toBe(false);
  });

  it("a phrase negative covers a term holding its words in order, whole words only", () => {
    const phrase = entry("n", "c", "red shoes", "NEGATIVE_PHRASE");
    expect(negativeCovers(phrase, "cheap red shoes men")).toBe(true);
    expect(negativeCovers(phrase, "shoes red")).toBe(false);
    expect(negativeCovers(phrase, "red shoeshine")).toBe(false);
  });
});

describe("termMarks", () => {
  const entries = [
    entry("n1", "here", "wasted", "NEGATIVE_EXACT"),
    entry("n2", "other", "wasted", "NEGATIVE_PHRASE"),
    entry("n3", "other2", "wasted", "NEGATIVE_EXACT"),
    entry("k1", "kw", "winner", "EXACT", false),
    entry("k2", "kw", "winner", "PHRASE", false),
  ];
  const authorOf = (id: string) =>
    id === "n1"
      ? ({ actor: "SELLER", rule: null } as const)
      : ({ actor: "AUTOMATION", rule: "SEARCH_TERM_EXPANSION" } as const);

  it("says where a term is negated, here and in the SKU's other campaigns, and by whom", () => {
    expect(termMarks("wasted", "here", entries, authorOf)).toEqual({
      negatedHere: { matchType: "NEGATIVE_EXACT", by: { actor: "SELLER", rule: null } },
      negatedElsewhere: {
        campaignIds: ["other", "other2"],
        by: { actor: "AUTOMATION", rule: "SEARCH_TERM_EXPANSION" },
      },
      harvested: null,
    });
  });

  it("says a term is harvested with the match types of its keywords", () => {
    expect(termMarks("Winner", "here", entries, () => null)).toEqual({
      negatedHere: null,
      negatedElsewhere: null,
      harvested: { matchTypes: ["EXACT", "PHRASE"], by: null },
    });
  });
});
