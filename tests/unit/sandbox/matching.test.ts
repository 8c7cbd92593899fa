import { describe, expect, it } from "vitest";
import { keywordMatches, negativeBlocks, normalizedWords } from "../../../sandbox/model/index";

const matches = (keyword: string, term: string, type: "EXACT" | "PHRASE" | "BROAD") =>
  keywordMatches(normalizedWords(keyword), normalizedWords(term), type);

describe("keyword match types", () => {
  it("EXACT serves only the same words in the same order (plurals and case aside)", () => {
    expect(matches("yoga mat", "yoga mat", "EXACT")).toBe(true);
    expect(matches("yoga mat", "Yoga Mats", "EXACT")).toBe(true);
    expect(matches("yoga mat", "extra thick yoga mat", "EXACT")).toBe(false);
    expect(matches("yoga mat", "mat yoga", "EXACT")).toBe(false);
  });

  it("PHRASE serves terms containing the words together and in order", () => {
    expect(matches("yoga mat", "extra thick yoga mat", "PHRASE")).toBe(true);
    expect(matches("yoga mat", "yoga mat for travel", "PHRASE")).toBe(true);
    expect(matches("yoga mat", "yoga travel mat", "PHRASE")).toBe(false);
    expect(matches("yoga mat", "mat yoga", "PHRASE")).toBe(false);
  });

  it("BROAD serves terms with every word in any order", () => {
    expect(matches("yoga mat", "mat for yoga", "BROAD")).toBe(true);
    expect(matches("yoga mat", "yoga travel mat", "BROAD")).toBe(true);
    expect(matches("yoga mat", "yoga block", "BROAD")).toBe(false);
  });

  it("negatives: NEGATIVE_EXACT blocks the exact term, NEGATIVE_PHRASE every term containing the phrase", () => {
    const words = normalizedWords;
    expect(negativeBlocks(words("free yoga mat"), words("free yoga mat"), "NEGATIVE_EXACT")).toBe(true);
    expect(negativeBlocks(words("free yoga mat"), words("free yoga mat for kids"), "NEGATIVE_EXACT")).toBe(
      false,
    );
    expect(negativeBlocks(words("free"), words("free yoga mat for kids"), "NEGATIVE_PHRASE")).toBe(true);
    expect(negativeBlocks(words("free mat"), words("free yoga mat"), "NEGATIVE_PHRASE")).toBe(false);
  });
});
