import { describe, expect, it } from "vitest";
import { DEFAULT_LAYOUT, readLayout } from "../../../web/src/components/data-table/table-layout";

describe("a table's stored layout", () => {
  it("reads the hidden columns and the density a seller chose", () => {
    expect(readLayout(JSON.stringify({ hidden: ["ctr", "cvr"], density: "compact" }))).toEqual({
      hidden: ["ctr", "cvr"],
      density: "compact",
    });
  });

  it.each([
    ["nothing stored", null],
    ["not JSON", "{hidden"],
    ["a list", "[1, 2]"],
    ["wrong types", JSON.stringify({ hidden: "ctr", density: "tiny" })],
  ])("is the default layout for %s", (_, text) => {
    expect(readLayout(text)).toEqual(DEFAULT_LAYOUT);
  });

  it("keeps only the column ids of a partly broken list", () => {
    expect(readLayout(JSON.stringify({ hidden: ["ctr", 3, null] }))).toEqual({
      hidden: ["ctr"],
      density: "comfortable",
    });
  });
});
