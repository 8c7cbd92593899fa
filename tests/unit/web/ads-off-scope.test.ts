import { describe, expect, it } from "vitest";
import { adsOffScope } from "../../../web/src/features/advertised-skus/details/settings/ads-off-scope";

const migrated = (name: string, sharedWithOtherSkus: boolean) => ({
  campaignId: name,
  name,
  state: "ENABLED",
  sharedWithOtherSkus,
  bidsByThisSku: true,
});

describe("Day Parting & Seasonality says which campaigns the ads-off settings pause (issue 29)", () => {
  it("names Skupilot's campaigns, a sole migrated campaign paused whole, and a shared one where only the product's ad stops", () => {
    expect(
      adsOffScope({
        isAdvertised: true,
        migratedCampaigns: [migrated("Kitchen exact", false), migrated("Core range", true)],
      }),
    ).toEqual([
      "Skupilot's campaigns for this SKU are paused.",
      "Migrated campaign “Kitchen exact” is paused.",
      "Migrated campaign “Core range” also advertises other products: only this product's ad is paused; the campaign and its budget are left alone.",
      "Your campaigns that are not migrated are left alone.",
    ]);
  });

  it("says nothing for a SKU not advertised at all", () => {
    expect(adsOffScope({ isAdvertised: false, migratedCampaigns: [] })).toEqual([]);
  });
});
