import { describe, expect, it } from "vitest";
import { ariaSort, compareSortValues } from "../../../web/src/components/data-table/table-sort";

describe("sorting a table in the browser", () => {
  it("orders numbers by size and text as a reader would: case aside, 2 before 10", () => {
    expect([10, 2, 33.5, -1].sort(compareSortValues)).toEqual([-1, 2, 10, 33.5]);
    expect(["b10", "B2", "a"].sort(compareSortValues)).toEqual(["a", "B2", "b10"]);
  });

  it("names the sorted direction for aria-sort, 'none' elsewhere", () => {
    expect([ariaSort("asc"), ariaSort("desc"), ariaSort(false)]).toEqual(["ascending", "descending", "none"]);
  });
});
