import { describe, expect, it } from "vitest";
import { toMigratePayload } from "../../../web/src/features/migrated-campaigns/add-campaigns/migrate-payload";
import { settingsChanges } from "../../../web/src/features/migrated-campaigns/add-campaigns/settings-changes";
import type { MarketplaceProductAd } from "../../../worker/contracts/campaigns/marketplace-campaigns";

const stored = { maxDailyBudget: 50, bidMin: 0.25, bidMax: 2 };

describe("migrating a product that already has settings asks before changing any (issue 29)", () => {
  it("names each setting the form would change, old → new, in the form's order", () => {
    expect(settingsChanges(stored, { maxDailyBudget: 30, bidMin: 0.25, bidMax: 3 }, "USD")).toEqual([
      { label: "Max budget", from: "$50.00", to: "$30.00" },
      { label: "Max Bid", from: "$2.00", to: "$3.00" },
    ]);
  });

  it("asks nothing when the form keeps the stored figures, or for a product with no settings yet", () => {
    expect(settingsChanges(stored, { maxDailyBudget: 50, bidMin: 0.25, bidMax: 2 }, "USD")).toEqual([]);
    expect(settingsChanges(null, { maxDailyBudget: 30, bidMin: 0.1, bidMax: 1 }, "USD")).toEqual([]);
  });

  it("writes the amounts in the profile's currency", () => {
    expect(settingsChanges(stored, { maxDailyBudget: 30, bidMin: 0.25, bidMax: 2 }, "GBP")).toEqual([
      { label: "Max budget", from: "£50.00", to: "£30.00" },
    ]);
  });

  it("reads a blank bid as the $0.00 the form sends", () => {
    expect(settingsChanges(stored, { maxDailyBudget: 50, bidMin: Number.NaN, bidMax: 2 }, "USD")).toEqual([
      { label: "Min Bid", from: "$0.25", to: "$0.00" },
    ]);
  });

  it("sends replaceSkuSettings only once the seller chose to change them", () => {
    const ad = {
      adId: "a1",
      metadata: {
        asin: "B0X",
        sku: "S-1",
        brand: null,
        title: null,
        priceToPay: null,
        thumbnail: null,
        category: null,
      },
      skuSettings: stored,
    } as unknown as MarketplaceProductAd;
    const figures = { maxDailyBudget: 30, bidMin: 0.25, bidMax: 2 };
    expect(toMigratePayload("c1", ad, figures)).not.toHaveProperty("replaceSkuSettings");
    expect(toMigratePayload("c1", ad, figures, true)).toMatchObject({ replaceSkuSettings: true });
  });
});
