import { describe, expect, it } from "vitest";
import {
  addDays,
  addLargeSeller,
  findSellerByEmail,
  listEntities,
  localDate,
  type ReportRequest,
  reportRows,
} from "../../../sandbox/model/index";
import { isPublished } from "../../../sandbox/model/reports/publication";
import { demoWorld } from "./fixtures";

const { state, result } = addLargeSeller(demoWorld(), {
  email: "large@example.com",
  keywords: 1_000,
  targets: 500,
  days: 20,
  activeShare: 0.2,
});
const profile = state.profiles.find((candidate) => candidate.profileId === result.profileId);
if (!profile) throw new Error("no large profile");
const today = localDate(profile.timezone, Date.parse(state.clock.now));

function rows(request: Pick<ReportRequest, "reportTypeId" | "groupBy" | "columns">, startDate: string) {
  const answer = reportRows(state, profile as never, {
    timeUnit: "DAILY",
    startDate,
    endDate: today,
    ...request,
    columns: ["date", ...request.columns],
  });
  if (!answer.ok) throw new Error(answer.message);
  return answer.rows;
}
const sum = (list: Record<string, unknown>[], column: string) =>
  list.reduce((total, row) => total + Number(row[column] ?? 0), 0);

describe("a large seller (benchmarks)", () => {
  it("has its keywords and targets, 100 an ad group, each ad group its campaign and product ad, listed page by page", () => {
    expect(result).toMatchObject({ keywords: 1_000, targets: 500, campaigns: 15 });
    expect(findSellerByEmail(state, "large@example.com")?.sellerId).toBe(result.sellerId);
    expect(profile?.ads.adGroups).toHaveLength(15);
    expect(profile?.ads.productAds).toHaveLength(15);
    const first = listEntities(state, profile as never, "keywords", { maxResults: 1000 });
    if (!first.ok) throw new Error(first.message);
    expect(first.items).toHaveLength(1000);
    expect(first.totalResults).toBe(1_000);
  });

  it("draws figures for its days only (up to the last published day), the same every time, each report type agreeing with the others", () => {
    const figures = ["impressions", "clicks", "cost", "purchases7d", "sales7d"];
    const targeting = rows(
      { reportTypeId: "spTargeting", groupBy: ["targeting"], columns: ["keywordId", ...figures] },
      addDays(today, -30),
    );
    const dates = new Set(targeting.map((row) => String(row.date)));
    // Handed over at local midnight: yesterday's rows are not published yet.
    expect(isPublished(state, profile, addDays(today, -1))).toBe(false);
    expect(dates.size).toBe(19);
    expect([...dates].sort()[0]).toBe(addDays(today, -20));
    expect(dates.has(addDays(today, -1))).toBe(false);
    // About a fifth of the 1,500 clauses serve each day.
    expect(targeting.length).toBeGreaterThan(20 * 1_500 * 0.15);
    expect(targeting.length).toBeLessThan(20 * 1_500 * 0.25);
    const campaigns = rows(
      {
        reportTypeId: "spCampaigns",
        groupBy: ["campaign", "campaignPlacement"],
        columns: ["campaignId", ...figures],
      },
      addDays(today, -30),
    );
    const ads = rows(
      { reportTypeId: "spAdvertisedProduct", groupBy: ["advertiser"], columns: ["adId", ...figures] },
      addDays(today, -30),
    );
    for (const figure of figures) {
      expect(sum(campaigns, figure)).toBeCloseTo(sum(targeting, figure), 0);
      expect(sum(ads, figure)).toBeCloseTo(sum(targeting, figure), 0);
    }
    expect(
      rows(
        { reportTypeId: "spTargeting", groupBy: ["targeting"], columns: ["keywordId", ...figures] },
        addDays(today, -30),
      ),
    ).toEqual(targeting);
  });
});
