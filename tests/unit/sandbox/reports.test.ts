import { describe, expect, it } from "vitest";
import {
  createWorld,
  DEMO_SEED,
  demoScenario,
  type ReportRequest,
  reportRows,
} from "../../../sandbox/model/index";
import { demoUs, demoWorld, run, SIMULATION_TIMEOUT_MS } from "./fixtures";

const world = run(demoWorld(), 3 * 24);
const us = demoUs(world);
const week = { startDate: "2026-10-27", endDate: "2026-11-04" };

function rows(request: Partial<ReportRequest> & Pick<ReportRequest, "reportTypeId" | "groupBy" | "columns">) {
  const result = reportRows(world, us, { timeUnit: "SUMMARY", ...week, ...request });
  if (!result.ok) throw new Error(result.message);
  return result.rows;
}

const total = (list: Record<string, unknown>[], column: string) =>
  list.reduce((sum, row) => sum + Number(row[column] ?? 0), 0);

describe("reporting v3 rows", () => {
  it("gives every report type the same totals of impressions, clicks and cost", () => {
    const columns = ["impressions", "clicks", "cost"];
    const campaigns = rows({
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      columns: ["campaignId", ...columns],
    });
    const placements = rows({
      reportTypeId: "spCampaigns",
      groupBy: ["campaign", "campaignPlacement"],
      columns: ["placementClassification", ...columns],
    });
    const targeting = rows({
      reportTypeId: "spTargeting",
      groupBy: ["targeting"],
      columns: ["keywordId", "targeting", ...columns],
    });
    const products = rows({
      reportTypeId: "spAdvertisedProduct",
      groupBy: ["advertiser"],
      columns: ["advertisedSku", ...columns],
    });
    for (const list of [placements, targeting, products]) {
      expect(total(list, "impressions")).toBe(total(campaigns, "impressions"));
      expect(total(list, "clicks")).toBe(total(campaigns, "clicks"));
      expect(total(list, "cost")).toBeCloseTo(total(campaigns, "cost"), 6);
    }
    expect(new Set(placements.map((row) => row.placementClassification))).toEqual(
      new Set(["Top of Search on-Amazon", "Other on-Amazon", "Detail Page on-Amazon"]),
    );
  });

  it("lists only search terms with clicks, and DAILY sums to SUMMARY", () => {
    const terms = rows({
      reportTypeId: "spSearchTerm",
      groupBy: ["searchTerm"],
      columns: ["searchTerm", "keywordId", "clicks", "sales7d"],
    });
    expect(terms.length).toBeGreaterThan(0);
    expect(terms.every((row) => Number(row.clicks) > 0 && row.searchTerm !== "")).toBe(true);
    const daily = rows({
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      timeUnit: "DAILY",
      columns: ["date", "campaignId", "clicks", "sales7d"],
    });
    const summary = rows({
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      columns: ["campaignId", "clicks", "sales7d"],
    });
    expect(total(daily, "clicks")).toBe(total(summary, "clicks"));
    expect(total(daily, "sales7d")).toBeCloseTo(total(summary, "sales7d"), 6);
    expect(daily.map((row) => row.date)).toEqual([...daily.map((row) => String(row.date))].sort());
  });

  it("is byte-identical for one seed and one call sequence", { timeout: SIMULATION_TIMEOUT_MS }, () => {
    const again = run(createWorld(DEMO_SEED, demoScenario), 3 * 24);
    const request: ReportRequest = {
      reportTypeId: "spTargeting",
      groupBy: ["targeting"],
      columns: [
        "date",
        "keywordId",
        "impressions",
        "clicks",
        "cost",
        "purchases7d",
        "sales7d",
        "acosClicks7d",
      ],
      timeUnit: "DAILY",
      ...week,
    };
    expect(JSON.stringify(reportRows(again, demoUs(again), request))).toBe(
      JSON.stringify(reportRows(world, us, request)),
    );
  });

  it("refuses unknown columns, spans over 31 days and data older than 95 days", () => {
    const base: ReportRequest = {
      reportTypeId: "spCampaigns",
      groupBy: ["campaign"],
      columns: ["campaignId", "clicks"],
      timeUnit: "SUMMARY",
      ...week,
    };
    expect(reportRows(world, us, { ...base, columns: ["campaignId", "bogus"] })).toMatchObject({ ok: false });
    expect(reportRows(world, us, { ...base, groupBy: ["searchTerm"] })).toMatchObject({ ok: false });
    expect(reportRows(world, us, { ...base, startDate: "2026-09-01", endDate: "2026-10-15" })).toMatchObject({
      ok: false,
    });
    expect(reportRows(world, us, { ...base, startDate: "2026-07-01", endDate: "2026-07-02" })).toMatchObject({
      ok: false,
    });
    expect(reportRows(world, us, { ...base, timeUnit: "DAILY" })).toMatchObject({ ok: false });
  });

  it("filters by column values", () => {
    const exact = rows({
      reportTypeId: "spTargeting",
      groupBy: ["targeting"],
      columns: ["keywordId", "keywordType"],
      filters: [{ field: "keywordType", values: ["EXACT"] }],
    });
    expect(exact.length).toBeGreaterThan(0);
    expect(exact.every((row) => row.keywordType === "EXACT")).toBe(true);
  });
});
