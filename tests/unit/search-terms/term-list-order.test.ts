import { describe, expect, it } from "vitest";
import type { ProfileSearchTermRow } from "../../../worker/contracts/search-terms/profile-search-terms";
import { keepsRow, pageOf, sortRows } from "../../../worker/services/search-terms/term-list-order";

const NO_MARKS = { negatedHere: null, negatedElsewhere: null, harvested: null };

const row = (searchTerm: string, figures: Partial<ProfileSearchTermRow> = {}): ProfileSearchTermRow => ({
  searchTerm,
  type: "text",
  thumbnail: null,
  url: null,
  impressions: 100,
  clicks: 10,
  cost: 5,
  sales: 0,
  unitsSoldClicks: 0,
  roas: null,
  acos: null,
  ctr: 10,
  cvr: 0,
  marks: NO_MARKS,
  campaignId: "c1",
  campaignName: "Campaign",
  source: "MIGRATED",
  sku: null,
  ...figures,
});

describe("keepsRow: the profile-wide search terms' filters", () => {
  it("keeps a term at the minimum clicks and spend, and drops one below either", () => {
    expect(keepsRow(row("a", { clicks: 10, cost: 5 }), { minClicks: 10, minSpend: 5 })).toBe(true);
    expect(keepsRow(row("a", { clicks: 9 }), { minClicks: 10 })).toBe(false);
    expect(keepsRow(row("a", { cost: 4.99 }), { minSpend: 5 })).toBe(false);
  });

  it("drops a term with any sale when asked for terms without sales", () => {
    expect(keepsRow(row("a", { sales: 0.01 }), { noSales: "true" })).toBe(false);
    expect(keepsRow(row("a", { sales: 0.01 }), { noSales: "false" })).toBe(true);
  });

  it("reads a term negated in the SKU's other campaigns as negated", () => {
    const elsewhere = row("a", {
      marks: { ...NO_MARKS, negatedElsewhere: { campaignIds: ["c2"], by: null } },
    });
    expect(keepsRow(elsewhere, { negated: "yes" })).toBe(true);
    expect(keepsRow(elsewhere, { negated: "no" })).toBe(false);
    expect(keepsRow(row("a"), { harvested: "yes" })).toBe(false);
  });
});

describe("sortRows", () => {
  it("puts a ratio without a value last in both orders", () => {
    const rows = [row("none"), row("low", { acos: 10 }), row("high", { acos: 40 })];
    expect(sortRows(rows, "acos", "asc").map((r) => r.searchTerm)).toEqual(["low", "high", "none"]);
    expect(sortRows(rows, "acos", "desc").map((r) => r.searchTerm)).toEqual(["high", "low", "none"]);
  });

  it("breaks ties by term, then campaign, so every page holds other rows", () => {
    const rows = [row("b", { campaignId: "c2" }), row("b", { campaignId: "c1" }), row("a")];
    expect(sortRows(rows, "clicks", "desc").map((r) => `${r.searchTerm}:${r.campaignId}`)).toEqual([
      "a:c1",
      "b:c1",
      "b:c2",
    ]);
  });
});

describe("pageOf", () => {
  it("answers the page's rows, the count over all pages and at least one page", () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ rows: [3, 4], total: 5, totalPages: 3, page: 2 });
    expect(pageOf([], 1, 20)).toEqual({ rows: [], total: 0, totalPages: 1, page: 1 });
  });
});
