import { describe, expect, it } from "vitest";
import {
  acosText,
  changeText,
  counted,
  literal,
  money,
  rangeText,
  sumsByCurrency,
  table,
} from "../../../worker/assistant/analyst/format";

describe("the analyst's formatting", () => {
  it("writes money in its own currency", () => {
    expect(money(1234.5, "USD")).toBe("$1,234.50");
    expect(money(12, "EUR")).toBe("€12.00");
    expect(money(3.1, "GBP")).toBe("£3.10");
    expect(money(1, "XYZ")).toMatch(/XYZ/);
  });

  it("sums per currency and never adds two currencies together", () => {
    const rows = [
      { currency: "USD", spend: 10 },
      { currency: "EUR", spend: 2.5 },
      { currency: "USD", spend: 0.25 },
      { currency: "CAD", spend: 1 },
    ];
    expect(sumsByCurrency(rows, (row) => row.spend)).toBe("CA$1.00, €2.50 and $10.25");
    expect(sumsByCurrency(rows.slice(0, 1), (row) => row.spend)).toBe("$10.00");
  });

  it("counts, ratios, changes, ranges and tables", () => {
    expect(counted(1, "campaign")).toBe("1 campaign");
    expect(counted(1200, "click")).toBe("1,200 clicks");
    expect(acosText(null)).toBe("—");
    expect(acosText(25)).toBe("25.0 %");
    expect(changeText(110, 100)).toBe("+10.0 %");
    expect(changeText(5, 0)).toBe("new");
    expect(changeText(0, 0)).toBe("—");
    expect(rangeText({ from: "2026-11-01", to: "2026-11-28", label: "this month" }, true)).toBe(
      "This month (2026-11-01 to 2026-11-28)",
    );
    expect(rangeText({ from: "2026-11-27", to: "2026-11-27", label: "yesterday" })).toBe(
      "yesterday (2026-11-27)",
    );
    expect(table(["A", "B"], [["x|y", "z"]])).toBe("| A | B |\n| --- | --- |\n| x\\|y | z |");
  });

  it("writes text from data as literal markdown: escaped, on one line, never the widget's place", () => {
    expect(literal("![x](https://e.example) [y](z) *a* _b_ `c` ~d~ <i> &amp; | \\")).toBe(
      "\\!\\[x\\](https://e.example) \\[y\\](z) \\*a\\* \\_b\\_ \\`c\\` \\~d\\~ \\<i\\> \\&amp; \\| \\\\",
    );
    expect(literal("two\nlines\r\nhere")).toBe("two lines here");
    expect(literal("{widget}")).toBe("&#123;widget}");
    expect(literal("Dog Beds – Auto (DOG-BED-L) 1.5 # 50% off: www.example.com")).toBe(
      "Dog Beds – Auto (DOG-BED-L) 1.5 # 50% off: www.example.com",
    );
    expect(table(["Term"], [["**x** | y"]])).toBe("| Term |\n| --- |\n| \\*\\*x\\*\\* \\| y |");
  });
});
