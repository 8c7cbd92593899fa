import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedCampaign, seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bulk: number;

const list = (path: string, query = "") => call(`/api/campaigns/${path}${query}`, { cookie: ann.cookie });
const names = (json: { data: { campaigns: { name: string }[] } }) => json.data.campaigns.map((c) => c.name);

beforeAll(async () => {
  ann = await signedInUser("ann");
  bulk = await seedProfile(ann.id);
  for (let n = 1; n <= 23; n += 1) {
    await seedCampaign(bulk, { campaignId: `b${n}`, name: `Bulk ${String(n).padStart(2, "0")}` });
  }
});

describe("campaign list paging", () => {
  it("pages with limit and page; totals cover every page", async () => {
    const third = await list(`${bulk}/page`, "?limit=10&page=3");
    expect(names(third.json)).toEqual(["Bulk 21", "Bulk 22", "Bulk 23"]);
    expect(third.json.data).toMatchObject({
      totalPages: 3,
      total: { count: 23, impressions: 0, roas: null },
    });
    const twenty = await list(`${bulk}/page`, "?limit=20&page=2");
    expect(twenty.json.data.campaigns).toHaveLength(3);
    expect(twenty.json.data.totalPages).toBe(2);
    const beyond = await list(`${bulk}/page`, "?page=9");
    expect(beyond.json.data).toMatchObject({ campaigns: [], totalPages: 3, total: { count: 23 } });
  });
});
