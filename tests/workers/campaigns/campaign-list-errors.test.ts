import { beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../support/accounts";
import { call } from "../support/http";
import { seedCampaign, seedProfile } from "../support/seed-ads";

let ann: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let profile: number;

const list = (path: string, query = "") => call(`/api/campaigns/${path}${query}`, { cookie: ann.cookie });

beforeAll(async () => {
  ann = await signedInUser("ann");
  bob = await signedInUser("bob");
  profile = await seedProfile(ann.id);
  await seedCampaign(profile, { campaignId: "c1", name: "Alpha Shoes" });
  await seedCampaign(profile, { campaignId: "c2", name: "Beta Migrated", source: "MIGRATED" });
});

describe("campaign list errors", () => {
  it.each([
    ["?limit=15", "limit"],
    ["?page=0", "page"],
    ["?targeting=SOME", "targeting"],
    ["?state=ARCHIVED", "state"],
    ["?startDate=2026-02-30", "startDate"],
    ["?startDate=2026-11-05&endDate=2026-11-01", "endDate"],
  ])("%s → 400/1005 naming %s", async (query, field) => {
    const { status, json } = await list(`${profile}/page`, query);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field });
    expect(json.data.message).toContain(field);
  });

  it("answers 1003 and no data for another seller's profile", async () => {
    for (const path of ["page", "migrated"]) {
      const { status, json } = await call(`/api/campaigns/${profile}/${path}`, { cookie: bob.cookie });
      expect(status).toBe(404);
      expect(json).toEqual({ status: "ERROR", data: { code: 1003, message: expect.any(String) } });
    }
  });

  it("answers 1003 for a profile that does not exist and 1005 for one that is not a number", async () => {
    expect((await list("999999/page")).json.data.code).toBe(1003);
    expect((await list("abc/page")).json.data).toMatchObject({ code: 1005, field: "profileId" });
  });

  it("needs a session", async () => {
    const { status, json } = await call(`/api/campaigns/${profile}/page`);
    expect(status).toBe(401);
    expect(json.data.code).toBe(1009);
  });
});
