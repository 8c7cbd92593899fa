import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles } from "./support/ads";
import { contractCall, contractTitle, openapi } from "./support/contract";
import { connect } from "./support/lwa";
import { type AsyncReport, CREATE_REPORT, reportBody } from "./support/reports";
import { sandboxFetch } from "./support/sandbox";

const CREATE = "post /reporting/reports";
const GET = "get /reporting/reports/{reportId}";
const DELETE = "delete /reporting/reports/{reportId}";

let token: string;
let profile: ProfileJson;
let today: string;
const daysBefore = (days: number) =>
  new Date(Date.parse(today) - days * 86_400_000).toISOString().slice(0, 10);

const REPORTS = [
  {
    reportTypeId: "spCampaigns",
    groupBy: ["campaign", "campaignPlacement"],
    columns: [
      "date",
      "campaignId",
      "campaignName",
      "placementClassification",
      "impressions",
      "clicks",
      "cost",
      "purchases7d",
      "sales7d",
    ],
    timeUnit: "DAILY",
  },
  {
    reportTypeId: "spTargeting",
    groupBy: ["targeting"],
    columns: [
      "campaignId",
      "adGroupId",
      "keywordId",
      "keyword",
      "matchType",
      "targeting",
      "impressions",
      "clicks",
      "cost",
      "sales14d",
      "acosClicks7d",
      "roasClicks7d",
    ],
    timeUnit: "SUMMARY",
  },
  {
    reportTypeId: "spSearchTerm",
    groupBy: ["searchTerm"],
    columns: [
      "date",
      "searchTerm",
      "keywordId",
      "impressions",
      "clicks",
      "cost",
      "purchases7d",
      "unitsSoldClicks7d",
    ],
    timeUnit: "DAILY",
  },
  {
    reportTypeId: "spAdvertisedProduct",
    groupBy: ["advertiser"],
    columns: [
      "startDate",
      "endDate",
      "advertisedAsin",
      "advertisedSku",
      "impressions",
      "clicks",
      "cost",
      "sales30d",
    ],
    timeUnit: "SUMMARY",
  },
] as const;

describe.skipIf(!openapi)(contractTitle("reporting v3 against OfflineReport_prod_3p.json"), () => {
  beforeAll(async () => {
    token = (await connect()).access_token;
    profile = (await profiles(token))[0] as ProfileJson;
    today = ((await (await sandboxFetch("/_sandbox/clock")).json()) as { now: string }).now.slice(0, 10);
  });

  const create = (body: unknown) =>
    contractCall<AsyncReport>(CREATE, "/reporting/reports", {
      token,
      scope: profile.profileId,
      method: "POST",
      contentType: CREATE_REPORT,
      body,
    });

  for (const configuration of REPORTS) {
    it(`${configuration.reportTypeId}: create, poll to COMPLETED, all as documented`, async () => {
      const created = await create(
        reportBody(
          { ...configuration, groupBy: [...configuration.groupBy], columns: [...configuration.columns] },
          daysBefore(7),
          daysBefore(1),
        ),
      );
      expect(created.status).toBe(200);
      expect(created.body.status).toBe("PENDING");
      const seen: string[] = [];
      for (let poll = 0; poll < 2; poll++) {
        const { status, body } = await contractCall<AsyncReport>(
          GET,
          `/reporting/reports/${created.body.reportId}`,
          {
            token,
            scope: profile.profileId,
          },
        );
        expect(status).toBe(200);
        seen.push(body.status);
      }
      expect(seen).toEqual(["PROCESSING", "COMPLETED"]);
    });
  }

  it("errors: 400 for a 40-day span, 425 for a duplicate, 404 for an unknown id, DELETE 200 then 404", async () => {
    const long = await create(
      reportBody(
        { ...REPORTS[0], groupBy: ["campaign"], columns: ["date", "impressions"] },
        daysBefore(40),
        daysBefore(1),
      ),
    );
    expect(long.status).toBe(400);
    const body = reportBody(
      { ...REPORTS[3], groupBy: ["advertiser"], columns: ["advertisedSku", "clicks"] },
      daysBefore(3),
      daysBefore(3),
    );
    const first = await create(body);
    const duplicate = await create(body);
    expect(duplicate.status).toBe(425);
    const call = { token, scope: profile.profileId };
    expect((await contractCall(GET, "/reporting/reports/no-such-report", call)).status).toBe(404);
    const path = `/reporting/reports/${first.body.reportId}`;
    expect((await contractCall(DELETE, path, { ...call, method: "DELETE" })).status).toBe(200);
    expect((await contractCall(DELETE, path, { ...call, method: "DELETE" })).status).toBe(404);
  });
});
