import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { figures, marketplaceDay, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;
let range = "";

type Listed = { name: string; report?: { acos: number | null } };

async function names(query: string) {
  const { status, json } = await call(`/api/campaigns/${profile}/page?${range}&${query}`, {
    cookie: ann.cookie,
  });
  expect(status).toBe(200);
  return (json.data.campaigns as Listed[]).map((row) => row.name);
}

beforeAll(async () => {
  ann = await signedInUser("ann");
  profile = await seedProfile(ann.id);
  const day = await marketplaceDay(-2);
  range = `startDate=${await marketplaceDay(-6)}&endDate=${await marketplaceDay(0)}`;
  // ACOS: Cheap 10 %, Middle 25 %, Dear 50 %; Quiet has no sales (no ACOS), Silent no figures at all.
  const seeded: [string, string, number, number, number][] = [
    ["d", "Dear", 5000, 10000, 1],
    ["c", "Cheap", 1000, 10000, 5],
    ["m", "middle", 2500, 10000, 9],
    ["q", "Quiet", 700, 0, 7],
  ];
  for (const [id, name, costCents, salesCents, budget] of seeded) {
    await seedCampaign(profile, { campaignId: id, name, budgetCents: budget * 100 });
    await seedMetrics(profile, id, day, figures(100, 10, costCents, 2, salesCents));
  }
  await seedCampaign(profile, { campaignId: "s", name: "Silent", budgetCents: 700 });
  await seedCampaign(profile, { campaignId: "t", name: "Twin", budgetCents: 700 });
});

describe("campaign list sort", () => {
  it("orders by name, case aside, when no sort is asked", async () => {
    expect(await names("")).toEqual(["Cheap", "Dear", "middle", "Quiet", "Silent", "Twin"]);
  });

  it("orders by ACOS both ways, campaigns without an ACOS last either way", async () => {
    expect(await names("sort=acos&order=asc")).toEqual([
      "Cheap",
      "middle",
      "Dear",
      "Quiet",
      "Silent",
      "Twin",
    ]);
    expect(await names("sort=acos&order=desc")).toEqual([
      "Dear",
      "middle",
      "Cheap",
      "Quiet",
      "Silent",
      "Twin",
    ]);
  });

  it("breaks ties by campaign id in either direction, so a page's rows keep their order", async () => {
    // Quiet (q), Silent (s) and Twin (t) share a budget of 7.
    expect(await names("sort=budget&order=desc")).toEqual([
      "middle",
      "Quiet",
      "Silent",
      "Twin",
      "Cheap",
      "Dear",
    ]);
    expect(await names("sort=budget")).toEqual(["Dear", "Cheap", "Quiet", "Silent", "Twin", "middle"]);
  });

  it("keeps the totals of every matching campaign whatever the order", async () => {
    const { json } = await call(`/api/campaigns/${profile}/page?${range}&sort=spend&order=desc`, {
      cookie: ann.cookie,
    });
    expect(json.data.total).toMatchObject({ count: 6, spend: 92 });
    expect(json.data.campaigns[0].name).toBe("Dear");
  });

  it.each([
    ["sort=price", "sort"],
    ["sort=acos&order=up", "order"],
  ])("%s → 400/1005 naming %s", async (query, field) => {
    const { status, json } = await call(`/api/campaigns/${profile}/page?${query}`, { cookie: ann.cookie });
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field });
    expect(json.data.message).toContain(field);
  });
});
