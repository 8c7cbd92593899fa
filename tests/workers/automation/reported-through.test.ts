/**
 * The rules learn how far the synced reports reach (Amazon publishes a day hours after it ends): the
 * profile's last date with any row, so budget pacing reads the last reported days, not a missing
 * yesterday as a day without spend.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { loadSkuFigures } from "../../../worker/automation/load-figures";
import { noSkuEntities } from "../../support/empty-sku-entities";
import { signedInUser } from "../support/accounts";
import { figures, seedCampaign, seedMetrics, seedProfile } from "../support/seed-ads";
import { db } from "../support/sync";

let userId: string;
beforeAll(async () => {
  userId = (await signedInUser("reported-through")).id;
});

describe("the figures the rules load", () => {
  it("carry the profile's last reported date, and none while nothing is reported", async () => {
    const profile = await seedProfile(userId);
    const empty = await loadSkuFigures(db(), profile, new Map([[1, noSkuEntities()]]), "2026-09-01");
    expect(empty.get(1)?.reportedThrough).toBeUndefined();

    await seedCampaign(profile, { campaignId: "r1", name: "Reported" });
    await seedMetrics(profile, "r1", "2026-10-03", figures(100, 2, 100, 0, 0));
    await seedMetrics(profile, "r1", "2026-10-05", figures(100, 2, 100, 0, 0));
    const loaded = await loadSkuFigures(db(), profile, new Map([[1, noSkuEntities()]]), "2026-09-01");
    expect(loaded.get(1)?.reportedThrough).toBe("2026-10-05");
  });

  it("carry the whole profile's days, every campaign's, for each SKU's seller prior", async () => {
    const profile = await seedProfile(userId);
    await seedCampaign(profile, { campaignId: "s1", name: "Someone's" });
    await seedCampaign(profile, { campaignId: "s2", name: "Another's" });
    await seedMetrics(profile, "s1", "2026-10-03", figures(100, 2, 100, 1, 3000));
    await seedMetrics(profile, "s2", "2026-10-03", figures(50, 3, 200, 1, 1000));
    await seedMetrics(profile, "s2", "2026-08-30", figures(50, 3, 200, 1, 1000));
    const loaded = await loadSkuFigures(db(), profile, new Map([[1, noSkuEntities()]]), "2026-09-01");
    expect(loaded.get(1)?.sellerDays).toEqual([
      {
        date: "2026-10-03",
        impressions: 150,
        clicks: 5,
        spendCents: 300,
        orders: 2,
        salesCents: 4000,
        units: 2,
      },
    ]);
  });
});
