import { describe, expect, it } from "vitest";
import { termFiltersOf } from "../../../web/src/features/search-terms/api/use-term-filters";
import { wastedSpendPath, wastedSpendText } from "../../../web/src/features/search-terms/lib/term-list-texts";

describe("the search-term list's filters read from the address", () => {
  it("keeps every filter the API takes", () => {
    const params = new URLSearchParams(
      "campaignId=c-42&skuId=7&minClicks=10&minSpend=2.50&noSales=true&negated=no&harvested=yes",
    );
    expect(termFiltersOf(params)).toEqual({
      campaignId: "c-42",
      skuId: "7",
      minClicks: "10",
      minSpend: "2.50",
      noSales: "true",
      negated: "no",
      harvested: "yes",
    });
  });

  it("leaves out a value the API would refuse, so a hand-edited link still lists", () => {
    const params = new URLSearchParams(
      "campaignId=a b&skuId=x&minClicks=0&minSpend=1.234&noSales=yes&negated=maybe&harvested=",
    );
    expect(Object.values(termFiltersOf(params)).filter((value) => value !== undefined)).toEqual([]);
  });
});

describe("the dashboard's wasted spend card", () => {
  it("links to the list with the preset: 10 clicks or more, no sales, not negated", () => {
    expect(wastedSpendPath).toBe("/search-terms?minClicks=10&noSales=true&negated=no");
    expect(termFiltersOf(new URL(wastedSpendPath, "http://x").searchParams)).toMatchObject({
      minClicks: "10",
      noSales: "true",
      negated: "no",
    });
  });

  it("counts the terms it finds, in one sentence", () => {
    expect(wastedSpendText(0)).toBe(
      "No search term has 10 clicks or more without a sale in the last 7 days.",
    );
    expect(wastedSpendText(1)).toBe(
      "1 search term has 10 clicks or more without a sale in the last 7 days and is not negated yet.",
    );
    expect(wastedSpendText(12)).toBe(
      "12 search terms have 10 clicks or more without a sale in the last 7 days and are not negated yet.",
    );
  });
});
