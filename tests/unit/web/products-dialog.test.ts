import { describe, expect, it } from "vitest";
import { markProductAdded } from "../../../web/src/features/advertised-skus/products-dialog/api/mark-product-added";
import { toNewSku } from "../../../web/src/features/advertised-skus/products-dialog/api/new-sku-payload";
import {
  availabilityText,
  canAddProduct,
  productStatus,
} from "../../../web/src/features/advertised-skus/products-dialog/product-labels";
import type {
  MarketplaceProduct,
  MarketplaceProductPage,
} from "../../../worker/contracts/advertised-skus/advertised-sku";

const product = (sku: string, overrides: Partial<MarketplaceProduct> = {}): MarketplaceProduct => ({
  sku,
  asin: "B0TEST0001",
  imageUrl: "https://images.example/p.jpg",
  title: `Product ${sku}`,
  priceToPay: { amount: 19.99, currency: "USD" },
  brand: "Northwind",
  category: "Home",
  availability: "IN_STOCK",
  eligibilityStatus: "ELIGIBLE",
  isAdded: false,
  bestSellerRank: "#12 in Home",
  url: "https://www.amazon.com/dp/B0TEST0001",
  ...overrides,
});

describe("a product's status label (spec 001 §2)", () => {
  it("reads Added if isAdded, else Not Added if ELIGIBLE, else Ineligible", () => {
    expect(productStatus(product("A", { isAdded: true }))).toBe("Added");
    expect(productStatus(product("A", { isAdded: true, eligibilityStatus: "INELIGIBLE" }))).toBe("Added");
    expect(productStatus(product("A"))).toBe("Not Added");
    expect(productStatus(product("A", { eligibilityStatus: "INELIGIBLE" }))).toBe("Ineligible");
    expect(productStatus(product("A", { eligibilityStatus: "ELIGIBLE_WITH_WARNING" }))).toBe("Ineligible");
  });

  it("offers the add form only to eligible products not yet added", () => {
    expect(canAddProduct(product("A"))).toBe(true);
    expect(canAddProduct(product("A", { isAdded: true }))).toBe(false);
    expect(canAddProduct(product("A", { eligibilityStatus: "INELIGIBLE" }))).toBe(false);
  });
});

describe("availability (spec 001 §2)", () => {
  it("gives each of the six values a label and an explaining tooltip", () => {
    const values = ["IN_STOCK", "IN_STOCK_SCARCE", "OUT_OF_STOCK", "PREORDER", "LEADTIME", "AVAILABLE_DATE"];
    const texts = values.map(availabilityText);
    expect(texts.map((text) => text.label)).toEqual([
      "In stock",
      "In stock (limited)",
      "Out of stock",
      "Pre-order",
      "Lead time",
      "Available date",
    ]);
    for (const text of texts) expect(text.tip?.length).toBeGreaterThan(20);
    expect(new Set(texts.map((text) => text.tip)).size).toBe(6);
  });

  it("reads other values in sentence case without a tip, and none as '-'", () => {
    expect(availabilityText("BACK_ORDERED")).toEqual({ label: "Back ordered" });
    expect(availabilityText(null)).toEqual({ label: "-" });
  });
});

describe("adding a product", () => {
  it("sends the marketplace's details with the seller's budget and bids", () => {
    expect(toNewSku(product("NW-1"), { maxDailyBudget: 12, bidMin: 0.3, bidMax: 1.2 })).toEqual({
      sku: "NW-1",
      asin: "B0TEST0001",
      title: "Product NW-1",
      brand: "Northwind",
      imageUrl: "https://images.example/p.jpg",
      priceToPay: { amount: 19.99, currency: "USD" },
      category: "Home",
      bidOptimization: { bidMin: 0.3, bidMax: 1.2 },
      maxDailyBudget: 12,
    });
  });

  it("marks only that SKU Added in every cached page", () => {
    const pages: MarketplaceProductPage[] = [
      { products: [product("A"), product("B")], next: "2" },
      { products: [product("C")], next: null },
    ];
    const next = markProductAdded({ pages, pageParams: [undefined, "2"] }, "C");
    expect(next?.pages.flatMap((page) => page.products.map((item) => [item.sku, item.isAdded]))).toEqual([
      ["A", false],
      ["B", false],
      ["C", true],
    ]);
    expect(next?.pageParams).toEqual([undefined, "2"]);
    expect(markProductAdded(undefined, "C")).toBeUndefined();
  });
});
