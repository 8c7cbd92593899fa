import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAGE_SIZE,
  itemRangeText,
  PAGE_SIZE_OPTIONS,
  pageCountText,
} from "../../../web/src/components/pagination/pagination-text";

describe("pagination texts (spec 000 §2.6, §9)", () => {
  it("offers 10, 20, 50 and 100 items a page, 10 by default", () => {
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 50, 100]);
    expect(DEFAULT_PAGE_SIZE).toBe(10);
  });

  it("reads 'x-y of N items': the first and last item of the page, then the total", () => {
    expect(itemRangeText(1, 10, 23)).toBe("1-10 of 23 items");
    expect(itemRangeText(2, 10, 23)).toBe("11-20 of 23 items");
    expect(itemRangeText(1, 20, 23)).toBe("1-20 of 23 items");
  });

  it("ends the last page at the total", () => {
    expect(itemRangeText(3, 10, 23)).toBe("21-23 of 23 items");
    expect(itemRangeText(1, 100, 100)).toBe("1-100 of 100 items");
    expect(itemRangeText(2, 50, 51)).toBe("51-51 of 51 items");
  });

  it("keeps the spec's words for a single item (no singular form in the spec)", () => {
    expect(itemRangeText(1, 50, 1)).toBe("1-1 of 1 items");
  });

  it("reads '0-0 of 0 items' when there is nothing", () => {
    expect(itemRangeText(1, 10, 0)).toBe("0-0 of 0 items");
  });

  it("reads 'of N pages', one page included", () => {
    expect(pageCountText(3)).toBe("of 3 pages");
    expect(pageCountText(1)).toBe("of 1 pages");
  });
});
