import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles } from "./support/ads";
import { setFaults } from "./support/faults";
import { connect } from "./support/lwa";
import {
  type AsyncReport,
  createReport,
  downloadRows,
  getReport,
  pollReport,
  reportBody,
} from "./support/reports";
import { advanceClock, sandboxFetch } from "./support/sandbox";

let token: string;
let us: ProfileJson;
let today: string;

const daysBefore = (date: string, days: number) =>
  new Date(Date.parse(date) - days * 86_400_000).toISOString().slice(0, 10);

const campaigns = (start: string, end: string, extra: Record<string, unknown> = {}) =>
  reportBody(
    {
      reportTypeId: "spCampaigns",
      groupBy: ["campaign", "campaignPlacement"],
      columns: ["date", "campaignId", "placementClassification", "impressions", "clicks", "cost", "sales7d"],
      timeUnit: "DAILY",
    },
    start,
    end,
    extra,
  );

/** A campaigns report of days 12 to 8 before today, polled until built: its job and its file's path. */
async function completedReport(name: string) {
  token = (await connect()).access_token;
  const body = campaigns(daysBefore(today, 12), daysBefore(today, 8), { name });
  const report = (await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport;
  const done = await pollReport(report.reportId, { token, scope: us.profileId });
  const url = new URL(done.url ?? "");
  return { done, path: url.pathname + url.search };
}

beforeAll(async () => {
  token = (await connect()).access_token;
  const list = await profiles(token);
  us = list.find((profile) => profile.countryCode === "US") ?? (list[0] as ProfileJson);
  const clock = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
  today = clock.now.slice(0, 10);
});

describe("reporting v3", () => {
  it("goes PENDING → PROCESSING → COMPLETED with polls alone, and serves gzip'd JSON rows", async () => {
    const created = await createReport({
      token,
      scope: us.profileId,
      body: campaigns(daysBefore(today, 7), daysBefore(today, 1)),
    });
    expect(created.status).toBe(200);
    expect(created.headers.get("Content-Type")).toContain("createasyncreportresponse.v3");
    const report = (await created.json()) as AsyncReport;
    expect(report.status).toBe("PENDING");
    expect(report.url).toBeNull();

    const first = (await (
      await getReport(report.reportId, { token, scope: us.profileId })
    ).json()) as AsyncReport;
    expect(first.status).toBe("PROCESSING");
    const done = (await (
      await getReport(report.reportId, { token, scope: us.profileId })
    ).json()) as AsyncReport;
    expect(done.status).toBe("COMPLETED");
    expect(done.url).toMatch(/^http:\/\/127\.0\.0\.1:8788\/report-files\//);
    expect(Date.parse(done.urlExpiresAt ?? "")).toBeGreaterThan(0);

    const { rows } = await downloadRows(done.url ?? "");
    expect(rows.length).toBeGreaterThan(0);
    expect(Object.keys(rows[0] ?? {})).toEqual([
      "date",
      "campaignId",
      "placementClassification",
      "impressions",
      "clicks",
      "cost",
      "sales7d",
    ]);
    expect(rows.reduce((sum, row) => sum + Number(row.impressions), 0)).toBeGreaterThan(0);
  });

  it("answers 425 with the duplicate's id while a same report is being built", async () => {
    const body = campaigns(daysBefore(today, 14), daysBefore(today, 8));
    const first = (await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport;
    const again = await createReport({ token, scope: us.profileId, body });
    expect(again.status).toBe(425);
    expect(((await again.json()) as { detail: string }).detail).toContain(first.reportId);
    await pollReport(first.reportId, { token, scope: us.profileId });
    expect((await createReport({ token, scope: us.profileId, body })).status).toBe(200);
  });

  it("refuses more than 31 days, data older than 95 days, unknown columns and other media types", async () => {
    const tooLong = await createReport({
      token,
      scope: us.profileId,
      body: campaigns(daysBefore(today, 40), daysBefore(today, 1)),
    });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as { code: string; detail: string }).detail).toMatch(/31 days/);
    const tooOld = await createReport({
      token,
      scope: us.profileId,
      body: campaigns(daysBefore(today, 100), daysBefore(today, 90)),
    });
    expect(tooOld.status).toBe(400);
    const badColumn = await createReport({
      token,
      scope: us.profileId,
      body: reportBody(
        { reportTypeId: "spTargeting", groupBy: ["targeting"], columns: ["bogus"], timeUnit: "SUMMARY" },
        today,
        today,
      ),
    });
    expect(badColumn.status).toBe(400);
    const notInGroup = await createReport({
      token,
      scope: us.profileId,
      body: reportBody(
        {
          reportTypeId: "spCampaigns",
          groupBy: ["campaign"],
          columns: ["campaignId", "keywordId", "clicks"],
          timeUnit: "SUMMARY",
        },
        today,
        today,
      ),
    });
    expect(notInGroup.status).toBe(400);
    expect(((await notInGroup.json()) as { detail: string }).detail).toMatch(/invalid values: \(keywordId\)/);
    const wrongType = await createReport({
      token,
      scope: us.profileId,
      body: campaigns(today, today),
      headers: { "Content-Type": "application/json" },
    });
    expect(wrongType.status).toBe(415);
  });

  it("cancels a PENDING report with DELETE, and hides reports from other profiles", async () => {
    const body = campaigns(daysBefore(today, 3), daysBefore(today, 2));
    const report = (await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport;
    const other = (await profiles(token)).find((profile) => profile.profileId !== us.profileId);
    if (other) expect((await getReport(report.reportId, { token, scope: other.profileId })).status).toBe(404);
    const deleted = await getReport(report.reportId, { token, scope: us.profileId, method: "DELETE" });
    expect(deleted.status).toBe(200);
    expect((await getReport(report.reportId, { token, scope: us.profileId })).status).toBe(404);
  });

  it("snapshots rows at creation, and the download link expires after a simulated hour", async () => {
    const body = reportBody(
      {
        reportTypeId: "spAdvertisedProduct",
        groupBy: ["advertiser"],
        columns: ["advertisedSku", "impressions", "sales7d"],
        timeUnit: "SUMMARY",
      },
      // A published day whose orders are still landing (today is not published until it ends).
      daysBefore(today, 3),
      daysBefore(today, 3),
    );
    const report = (await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport;
    await advanceClock("2h");
    token = (await connect()).access_token; // access tokens live 60 simulated minutes
    const done = (await (
      await getReport(report.reportId, { token, scope: us.profileId })
    ).json()) as AsyncReport;
    expect(done.status).toBe("COMPLETED");
    const before = await downloadRows(done.url ?? "");
    const fresh = await pollReport(
      ((await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport).reportId,
      { token, scope: us.profileId },
    );
    const after = await downloadRows(fresh.url ?? "");
    const sum = (rows: Record<string, unknown>[], column: string) =>
      rows.reduce((total, row) => total + Number(row[column]), 0);
    expect(sum(before.rows, "impressions")).toBeGreaterThan(0);
    expect(sum(after.rows, "impressions")).toBe(sum(before.rows, "impressions"));
    expect(sum(after.rows, "sales7d")).toBeGreaterThanOrEqual(sum(before.rows, "sales7d"));
    await advanceClock("1h");
    const expired = await sandboxFetch(new URL(done.url ?? "").pathname + new URL(done.url ?? "").search);
    expect(expired.status).toBe(403);
    const forged = await sandboxFetch(`${new URL(fresh.url ?? "").pathname}?expires=99999999999999&sig=00`);
    expect(forged.status).toBe(403);
  });

  it("ends FAILED while the failReports fault is on", async () => {
    token = (await connect()).access_token;
    const set = await sandboxFetch("/_sandbox/faults", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ failReports: true }),
    });
    expect(set.status).toBe(200);
    try {
      const body = campaigns(daysBefore(today, 20), daysBefore(today, 15));
      const report = (await (await createReport({ token, scope: us.profileId, body })).json()) as AsyncReport;
      const done = await pollReport(report.reportId, { token, scope: us.profileId });
      expect(done.status).toBe("FAILED");
      expect(done.failureReason).toBeTruthy();
      expect(done.url).toBeNull();
    } finally {
      await sandboxFetch("/_sandbox/faults", { method: "DELETE" });
    }
  });

  it("ends the next cutDownloads downloads halfway through the file, then serves them whole", async () => {
    const { done, path } = await completedReport("cut download");
    await setFaults({ cutDownloads: 1 });
    try {
      const cut = await (await sandboxFetch(path)).arrayBuffer();
      const faults = (await (await sandboxFetch("/_sandbox/faults")).json()) as { cutDownloads: number };
      expect(faults.cutDownloads).toBe(0);
      const whole = await (await sandboxFetch(path)).arrayBuffer();
      expect(cut.byteLength).toBe(Math.floor(whole.byteLength / 2));
      // What was served is a gzip file cut short: it does not unzip.
      await expect(
        new Response(new Blob([cut]).stream().pipeThrough(new DecompressionStream("gzip"))).text(),
      ).rejects.toThrow();
      const { rows } = await downloadRows(done.url ?? "");
      expect(rows.length).toBeGreaterThan(0);
    } finally {
      await sandboxFetch("/_sandbox/faults", { method: "DELETE" });
    }
  });

  it("cuts a share of downloads at cutDownloadRate, the same ones for the same seed", async () => {
    const { path } = await completedReport("cut at a rate");
    const whole = (await (await sandboxFetch(path)).arrayBuffer()).byteLength;
    const cuts = async () => {
      await setFaults({ cutDownloadRate: 0.5, seed: "cut-downloads" });
      const lengths: number[] = [];
      for (let download = 0; download < 12; download++)
        lengths.push((await (await sandboxFetch(path)).arrayBuffer()).byteLength);
      return lengths.map((length) => length < whole);
    };
    try {
      const first = await cuts();
      expect(first).toContain(true);
      expect(first).toContain(false);
      expect(await cuts()).toEqual(first);
      await setFaults({ cutDownloadRate: 1 });
      expect((await (await sandboxFetch(path)).arrayBuffer()).byteLength).toBe(Math.floor(whole / 2));
    } finally {
      await sandboxFetch("/_sandbox/faults", { method: "DELETE" });
    }
  });

  it("ends a share of reports FAILED at failedReportRate, the same ones for the same seed", async () => {
    token = (await connect()).access_token;
    const outcomes = async () => {
      await setFaults({ failedReportRate: 0.5, seed: "failed-reports" });
      const statuses: string[] = [];
      for (let day = 30; day < 38; day++) {
        const body = campaigns(daysBefore(today, day), daysBefore(today, day), { name: `failing ${day}` });
        const report = (await (
          await createReport({ token, scope: us.profileId, body })
        ).json()) as AsyncReport;
        statuses.push((await pollReport(report.reportId, { token, scope: us.profileId })).status);
      }
      return statuses;
    };
    try {
      const first = await outcomes();
      expect(first).toContain("FAILED");
      expect(first).toContain("COMPLETED");
      expect(await outcomes()).toEqual(first);
    } finally {
      await setFaults();
    }
  });

  it("sits behind the request faults: 429 with Retry-After in the reporting error shape", async () => {
    token = (await connect()).access_token;
    await setFaults({ rateLimitRate: 1, retryAfterSeconds: 7 });
    try {
      const throttled = await createReport({ token, scope: us.profileId, body: campaigns(today, today) });
      expect(throttled.status).toBe(429);
      expect(throttled.headers.get("Retry-After")).toBe("7");
      expect(await throttled.json()).toMatchObject({ code: "THROTTLED", detail: expect.any(String) });
    } finally {
      await setFaults();
    }
  });

  it("forgets reports a week of simulated time old", async () => {
    token = (await connect()).access_token;
    const call = { token, scope: us.profileId };
    const old = (await (
      await createReport({ ...call, body: campaigns(daysBefore(today, 5), daysBefore(today, 4)) })
    ).json()) as AsyncReport;
    await advanceClock("8d");
    token = (await connect()).access_token;
    const now = ((await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string }).now.slice(0, 10);
    const fresh = await createReport({
      token,
      scope: us.profileId,
      body: campaigns(daysBefore(now, 2), daysBefore(now, 1)),
    });
    expect(fresh.status).toBe(200);
    expect((await getReport(old.reportId, { token, scope: us.profileId })).status).toBe(404);
  });

  it("leaves out the days not published yet: at local noon, today is missing and yesterday is there", async () => {
    const { now } = (await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string };
    // Los Angeles is 8 hours behind UTC from November to March (the demo runs in November).
    const localHour = (new Date(now).getUTCHours() + 24 - 8) % 24;
    await advanceClock(`${(12 - localHour + 24) % 24}h`);
    token = (await connect()).access_token;
    const noon = ((await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string }).now;
    const localToday = new Date(Date.parse(noon) - 8 * 3_600_000).toISOString().slice(0, 10);
    const call = { token, scope: us.profileId };
    const rowsOf = async (date: string) => {
      const report = (await (
        await createReport({ ...call, body: campaigns(date, date) })
      ).json()) as AsyncReport;
      return (await downloadRows((await pollReport(report.reportId, call)).url ?? "")).rows;
    };
    expect(await rowsOf(localToday)).toEqual([]);
    expect((await rowsOf(daysBefore(localToday, 1))).length).toBeGreaterThan(0);
  });
});
