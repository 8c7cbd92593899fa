/**
 * Issue 20, L1: a re-pulled report replaces the rows of exactly the days it covers. Rows it no longer
 * answers (Amazon restated them away: a search term or target with no figure left, a campaign that no
 * longer served that day) go, and the running totals and profile daily totals follow; days outside the
 * report (older than the sync's lookback) stay; a download that fails midway removes nothing.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { marketplaceNow } from "../../../worker/amazon/marketplace-clock";
import { marketplaceToday } from "../../../worker/clock/zone-clock";
import { shiftDate } from "../../../worker/contracts/date-range";
import { dateWindows, REPEAT_SYNC_DAYS } from "../../../worker/jobs/sync/report-plan";
import { storeReportChunks, storeReportRows } from "../../../worker/mirror/store-report-rows";
import { signedInUser } from "../support/accounts";
import { sandboxControl } from "../support/amazon";
import { seedCampaign, seedProfile } from "../support/seed-ads";
import { connectedUsProfile, db, runSync } from "../support/sync";

type Row = Record<string, string | number | null>;
const DAYS = Array.from({ length: 14 }, (_, index) => shiftDate("2026-10-01", index));
const covering = (first: string, last: string) => ({ startDate: first, endDate: last });

const placementRow = (campaignId: string, date: string, impressions: number): Row => ({
  date,
  campaignId,
  placementClassification: "Top of Search on-Amazon",
  impressions,
  clicks: 1,
  cost: 0.5,
  purchases7d: 0,
  sales7d: 0,
  unitsSoldClicks7d: 0,
});
const targetingRow = (keywordId: string, date: string): Row => ({
  date,
  campaignId: "c1",
  adGroupId: "g1",
  keywordId,
  impressions: 4,
  clicks: 1,
  cost: 0.3,
  purchases7d: 0,
  sales7d: 0,
  unitsSoldClicks7d: 0,
});
const searchTermRow = (searchTerm: string, date: string): Row => ({
  ...targetingRow("k1", date),
  searchTerm,
});

const count = async (query: string, ...binds: unknown[]) =>
  (await env.DB.prepare(query)
    .bind(...binds)
    .first<{ n: number }>()) ?? { n: 0 };
const figures = (profileId: number, table: string, where: string, ...binds: unknown[]) =>
  count(
    `select coalesce(sum(impressions), 0) as n from ${table} where profile_id = ? and ${where}`,
    profileId,
    ...binds,
  );
const runningTotal = (profileId: number, campaignId: string, date: string) =>
  figures(profileId, "campaign_running_totals", "campaign_id = ? and date = ?", campaignId, date);
const dayTotal = (profileId: number, date: string) =>
  figures(profileId, "profile_daily_totals", "date = ?", date);
const dailyDates = async (profileId: number, grain: string, entityId: string) =>
  (
    await env.DB.prepare(
      "select date from daily_metrics where profile_id = ? and grain = ? and entity_id = ? order by date",
    )
      .bind(profileId, grain, entityId)
      .all<{ date: string }>()
  ).results.map((row) => row.date);

let userId: string;
beforeAll(async () => {
  userId = (await signedInUser("restated")).id;
});

describe("a report stored again over days it covered before", () => {
  it("removes the placement rows it no longer answers within its days, and the totals drop with them", async () => {
    const profileId = await seedProfile(userId);
    await storeReportRows(
      db(),
      profileId,
      "spCampaigns",
      [...DAYS.map((date) => placementRow("c1", date, 10)), placementRow("c2", "2026-10-03", 5)].concat(
        placementRow("c2", "2026-10-12", 7),
      ),
      covering("2026-10-01", "2026-10-14"),
    );
    expect(await runningTotal(profileId, "c2", "2026-10-14")).toEqual({ n: 12 });
    expect(await dayTotal(profileId, "2026-10-12")).toEqual({ n: 17 });

    // The last 7 days again: c2's 10-12 row restated away; its 10-03 row lies before the report's days.
    await storeReportRows(
      db(),
      profileId,
      "spCampaigns",
      DAYS.slice(7).map((date) => placementRow("c1", date, 10)),
      covering("2026-10-08", "2026-10-14"),
    );
    expect(await dailyDates(profileId, "CAMPAIGN_PLACEMENT", "c2")).toEqual(["2026-10-03"]);
    expect(await runningTotal(profileId, "c2", "2026-10-14")).toEqual({ n: 5 });
    expect(await runningTotal(profileId, "c2", "2026-10-11")).toEqual({ n: 5 });
    expect(await dayTotal(profileId, "2026-10-12")).toEqual({ n: 10 });
    expect(await dayTotal(profileId, "2026-10-03")).toEqual({ n: 15 });
    expect(await runningTotal(profileId, "c1", "2026-10-14")).toEqual({ n: 140 });

    // A report of the last two days answering no row at all: both days' rows go.
    await storeReportRows(db(), profileId, "spCampaigns", [], covering("2026-10-13", "2026-10-14"));
    expect(await dailyDates(profileId, "CAMPAIGN_PLACEMENT", "c1")).toEqual(DAYS.slice(0, 12));
    expect(await runningTotal(profileId, "c1", "2026-10-14")).toEqual({ n: 120 });
    expect(await dayTotal(profileId, "2026-10-13")).toEqual({ n: 0 });
    expect(await dayTotal(profileId, "2026-10-12")).toEqual({ n: 10 });
  });

  it("removes the target and search term rows it no longer answers within its days, and only those", async () => {
    const profileId = await seedProfile(userId);
    // As the sync's entity listing stored it before the reports.
    await seedCampaign(profileId, { campaignId: "c1", name: "Listed", source: null });
    const all = covering("2026-10-01", "2026-10-14");
    await storeReportRows(
      db(),
      profileId,
      "spTargeting",
      [targetingRow("k1", "2026-10-02"), targetingRow("k1", "2026-10-10"), targetingRow("k2", "2026-10-10")],
      all,
    );
    await storeReportRows(
      db(),
      profileId,
      "spSearchTerm",
      [searchTermRow("old term", "2026-10-02"), searchTermRow("gone term", "2026-10-10")],
      all,
    );
    const recent = covering("2026-10-08", "2026-10-14");
    await storeReportRows(db(), profileId, "spTargeting", [targetingRow("k1", "2026-10-10")], recent);
    await storeReportRows(db(), profileId, "spSearchTerm", [], recent);

    expect(await dailyDates(profileId, "TARGETING", "k1")).toEqual(["2026-10-02", "2026-10-10"]);
    expect(await dailyDates(profileId, "TARGETING", "k2")).toEqual([]);
    const { results } = await env.DB.prepare(
      "select search_term as term from search_term_metrics where profile_id = ? order by date",
    )
      .bind(profileId)
      .all<{ term: string }>();
    expect(results.map((row) => row.term)).toEqual(["old term"]);
  });

  it("removes nothing when its download fails midway", async () => {
    const profileId = await seedProfile(userId);
    const days = covering("2026-10-01", "2026-10-02");
    await storeReportRows(
      db(),
      profileId,
      "spTargeting",
      [targetingRow("k1", "2026-10-01"), targetingRow("k2", "2026-10-02")],
      days,
    );
    const brokenDownload = async function* () {
      yield [targetingRow("k1", "2026-10-01")];
      throw new Error("connection lost");
    };
    await expect(storeReportChunks(db(), profileId, "spTargeting", brokenDownload(), days)).rejects.toThrow(
      "connection lost",
    );
    expect(await dailyDates(profileId, "TARGETING", "k2")).toEqual(["2026-10-02"]);
  });
});

describe("the sync, after Amazon restated a campaign's day away", () => {
  it("drops that day's rows and totals on its next pull, and keeps the days older than its lookback", async () => {
    const seller = await signedInUser("restated-sync");
    const { us } = await connectedUsProfile(seller.cookie);
    const today = marketplaceToday(us.timezone, await marketplaceNow(env));
    const [window] = dateWindows(today, REPEAT_SYNC_DAYS);
    const recentDay = shiftDate(today, -2);
    const servedOn = async (date: string) =>
      (
        await env.DB.prepare(
          "select campaign_id as campaignId from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and date = ? and impressions > 0 order by campaign_id limit 1",
        )
          .bind(us.id, date)
          .first<{ campaignId: string }>()
      )?.campaignId;
    const recent = await servedOn(recentDay);
    const oldDay = (
      await count(
        "select min(date) as n from daily_metrics where profile_id = ? and grain = 'CAMPAIGN_PLACEMENT' and impressions > 0",
        us.id,
      )
    ).n as unknown as string;
    expect(oldDay < (window?.startDate ?? "")).toBe(true);
    const old = await servedOn(oldDay);
    if (!recent || !old) throw new Error("the demo seller served no campaign on the days chosen");

    const rowsOf = (campaignId: string, date: string) =>
      count(
        "select count(*) as n from daily_metrics where profile_id = ? and campaign_id = ? and date = ?",
        us.id,
        campaignId,
        date,
      );
    const placementFigures = (campaignId: string, date: string) =>
      figures(
        us.id,
        "daily_metrics",
        "grain = 'CAMPAIGN_PLACEMENT' and campaign_id = ? and date = ?",
        campaignId,
        date,
      );
    const lastDay = (
      await count("select max(date) as n from campaign_running_totals where profile_id = ?", us.id)
    ).n as unknown as string;
    const removed = (await placementFigures(recent, recentDay)).n;
    const before = {
      running: (await runningTotal(us.id, recent, lastDay)).n,
      day: (await dayTotal(us.id, recentDay)).n,
      oldRows: (await rowsOf(old, oldDay)).n,
    };
    expect(removed).toBeGreaterThan(0);
    expect((await rowsOf(recent, recentDay)).n).toBeGreaterThan(0);

    for (const [campaignId, date] of [
      [recent, recentDay],
      [old, oldDay],
    ]) {
      expect(
        await sandboxControl("/_sandbox/restate-away", { profileId: us.amazonProfileId, date, campaignId }),
      ).toMatchObject({ removed: expect.any(Number) });
    }
    const outcome = await runSync(us.id);
    expect(outcome.pending).toBeUndefined();

    expect(await rowsOf(recent, recentDay)).toEqual({ n: 0 });
    expect(
      await count(
        "select count(*) as n from search_term_metrics where profile_id = ? and campaign_id = ? and date = ?",
        us.id,
        recent,
        recentDay,
      ),
    ).toEqual({ n: 0 });
    expect(await runningTotal(us.id, recent, lastDay)).toEqual({ n: before.running - removed });
    expect(await dayTotal(us.id, recentDay)).toEqual({ n: before.day - removed });
    expect(await rowsOf(old, oldDay)).toEqual({ n: before.oldRows });
  });
});
