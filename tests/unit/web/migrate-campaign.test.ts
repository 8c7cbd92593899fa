import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { markCampaignAdded } from "../../../web/src/features/migrated-campaigns/add-campaigns/api/mark-campaign-added";
import { toMigratePayload } from "../../../web/src/features/migrated-campaigns/add-campaigns/migrate-payload";
import {
  availabilityLabel,
  canMigrate,
  eligibilityLabel,
} from "../../../web/src/features/migrated-campaigns/add-campaigns/product-ad-labels";
import type {
  MarketplaceCampaignPage,
  MarketplaceProductAd,
} from "../../../worker/contracts/campaigns/marketplace-campaigns";
import { migrateFormSchema } from "../../../worker/contracts/campaigns/migrate.schemas";

const productAd = (sku: string, eligibilityStatus = "ELIGIBLE"): MarketplaceProductAd => ({
  adId: `ad-${sku}`,
  metadata: {
    asin: `B0${sku}`,
    sku,
    brand: "Northwind Home",
    title: `Throw pillow ${sku}`,
    priceToPay: { amount: 24.99, currency: "USD" },
    thumbnail: "https://images.example/t.svg",
    imageUrl: "https://images.example/i.svg",
    url: `https://www.amazon.com/dp/B0${sku}`,
    category: "Home",
    availability: "IN_STOCK",
    eligibilityStatus,
    isAdded: false,
  },
  skuSettings: null,
});

/** What the form hands the shared schema: number inputs read with valueAsNumber, so blank is NaN. */
const messages = (input: { maxDailyBudget: number; bidMin: number; bidMax: number }) => {
  const result = v.safeParse(migrateFormSchema, input);
  return result.success ? {} : v.flatten<typeof migrateFormSchema>(result.issues).nested;
};

describe("migrate form with the shared schema (spec 000 §5)", () => {
  it("requires every figure: a blank input reads 'Required'", () => {
    expect(messages({ maxDailyBudget: Number.NaN, bidMin: Number.NaN, bidMax: Number.NaN })).toEqual({
      maxDailyBudget: ["Required"],
      bidMin: ["Required"],
      bidMax: ["Required"],
    });
  });

  it("holds each figure to its minimum", () => {
    expect(messages({ maxDailyBudget: 0.5, bidMin: 0.01, bidMax: 0.02 })).toEqual({
      maxDailyBudget: ["Min value - $1.0"],
      bidMin: ["Min value - $0.02"],
      bidMax: ["Min value - $0.03"],
    });
  });

  it("refuses a max bid below the min bid, on the max bid", () => {
    expect(messages({ maxDailyBudget: 10, bidMin: 0.8, bidMax: 0.5 })).toEqual({
      bidMax: ["The max bid can't be lower than the min bid"],
    });
  });

  it("takes the minimums and equal bids", () => {
    expect(messages({ maxDailyBudget: 1, bidMin: 0.03, bidMax: 0.03 })).toEqual({});
  });
});

describe("migrate payload (spec 000 §3)", () => {
  it("carries the product ad's metadata and the form's figures", () => {
    expect(
      toMigratePayload("123", productAd("SKU-1"), { maxDailyBudget: 25, bidMin: 0.3, bidMax: 1.2 }),
    ).toEqual({
      amazonCampaignId: "123",
      asin: "B0SKU-1",
      sku: "SKU-1",
      advertisedSku: {
        brand: "Northwind Home",
        title: "Throw pillow SKU-1",
        priceToPay: { amount: 24.99, currency: "USD" },
        thumbnail: "https://images.example/t.svg",
        category: "Home",
        bidOptimization: { bidMin: 0.3, bidMax: 1.2 },
        maxDailyBudget: 25,
      },
    });
  });

  it("sends blank bids as 0", () => {
    const absent = toMigratePayload("123", productAd("SKU-1"), { maxDailyBudget: 5 });
    expect(absent.advertisedSku.bidOptimization).toEqual({ bidMin: 0, bidMax: 0 });
    const blank = toMigratePayload("123", productAd("SKU-1"), {
      maxDailyBudget: 5,
      bidMin: Number.NaN,
      bidMax: Number.NaN,
    });
    expect(blank.advertisedSku.bidOptimization).toEqual({ bidMin: 0, bidMax: 0 });
  });
});

describe("product ad labels and the migrate rule (spec 000 §2.7)", () => {
  it("offers migration only for an ELIGIBLE ad of a campaign not yet added", () => {
    expect(canMigrate(false, "ELIGIBLE")).toBe(true);
    expect(canMigrate(true, "ELIGIBLE")).toBe(false);
    expect(canMigrate(false, "INELIGIBLE")).toBe(false);
    expect(canMigrate(false, "ELIGIBLE_WITH_WARNING")).toBe(false);
  });

  it("reads Amazon's statuses in words, '-' when absent", () => {
    expect(availabilityLabel("IN_STOCK")).toBe("In stock");
    expect(availabilityLabel("OUT_OF_STOCK")).toBe("Out of stock");
    expect(availabilityLabel("AVAILABLE_DATE")).toBe("Available date");
    expect(availabilityLabel(null)).toBe("-");
    expect(eligibilityLabel("ELIGIBLE")).toBe("Eligible");
    expect(eligibilityLabel("INELIGIBLE")).toBe("Ineligible");
    expect(eligibilityLabel("ELIGIBLE_WITH_WARNING")).toBe("Eligible with warning");
  });
});

describe("marking a migrated campaign Added in the cached search (spec 000 §4)", () => {
  const page = (ids: string[], next: string | null): MarketplaceCampaignPage => ({
    totalResults: 12,
    next,
    campaigns: ids.map((id) => ({
      campaignId: id,
      name: `Campaign ${id}`,
      state: "ENABLED",
      targetingType: "AUTO",
      budget: { budget: 20 },
      startDate: "2026-06-01",
      endDate: null,
      isAdded: false,
      productAds: [productAd(`${id}-A`), productAd(`${id}-B`)],
    })),
  });

  it("marks the campaign on whichever page it is, and only the migrated product ad", () => {
    const data = {
      pages: [page(["1", "2"], "cursor-2"), page(["3"], null)],
      pageParams: [undefined, "cursor-2"],
    };
    const marked = markCampaignAdded(data, { amazonCampaignId: "3", asin: "B03-A", sku: "3-A" });
    const campaigns = marked?.pages.flatMap((p) => p.campaigns) ?? [];
    expect(campaigns.map((campaign) => campaign.isAdded)).toEqual([false, false, true]);
    expect(campaigns[2]?.productAds.map((ad) => ad.metadata.isAdded)).toEqual([true, false]);
    expect(marked?.pageParams).toEqual([undefined, "cursor-2"]);
    expect(data.pages[1]?.campaigns[0]?.isAdded).toBe(false);
  });

  it("leaves an empty cache empty", () => {
    expect(markCampaignAdded(undefined, { amazonCampaignId: "3", asin: "A", sku: "S" })).toBeUndefined();
  });
});
