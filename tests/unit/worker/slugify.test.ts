import { describe, expect, it } from "vitest";
import { slugify } from "../../../worker/services/users/slugify";

describe("slugify", () => {
  it.each([
    ["Ann's Shop", "ann-s-shop"],
    ["  Zoë & Co.  ", "zoe-co"],
    ["Ünïcödé Märkt", "unicode-markt"],
    ["!!!", "org"],
  ])("%j → %j", (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it("keeps slugs short", () => {
    expect(slugify("x".repeat(100))).toHaveLength(40);
  });
});
