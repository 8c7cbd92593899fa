import { beforeAll, describe, expect, it } from "vitest";
import type { AdvertisedSku } from "../../../worker/contracts/advertised-skus/advertised-sku";
import { otherSellerWithSku, seedSku, sellerWithProfile, skuPage } from "../support/advertised-skus";
import { call } from "../support/http";

let other = { profileId: 0, skuId: 0 };

beforeAll(async () => {
  other = await otherSellerWithSku();
});

describe("GET /api/advertised-sku/{profileId}/page, /list, /{skuId}", () => {
  let listProfile = 0;
  let listCookie = "";
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    ({ cookie: listCookie, profileId: listProfile } = await sellerWithProfile("lister"));
    for (let index = 1; index <= 12; index += 1) {
      const sku = `KIT-${String(index).padStart(2, "0")}`;
      ids[sku] = await seedSku(listProfile, { sku, isAdvertised: index % 3 === 0 });
    }
    ids["garden-hose"] = await seedSku(listProfile, { sku: "garden-hose", isAdvertised: true });
  });

  const page = (query: string) => skuPage(listProfile, listCookie, query);

  it("pages 10 by default from page 1 with totals", async () => {
    const first = await page("");
    expect(first.status).toBe(200);
    expect(first.page.totalCount).toBe(13);
    expect(first.page.totalPages).toBe(2);
    expect(first.page.advertisedSKUs).toHaveLength(10);
    const second = await page("?page=2&limit=10");
    expect(second.page.advertisedSKUs).toHaveLength(3);
    const all = [...first.page.advertisedSKUs, ...second.page.advertisedSKUs].map((sku) => sku.id);
    expect(new Set(all)).toEqual(new Set(Object.values(ids)));
    expect((await page("?page=3")).page).toEqual({ advertisedSKUs: [], totalCount: 13, totalPages: 2 });
    expect((await page("?limit=20")).page.advertisedSKUs).toHaveLength(13);
  });

  it("filters by isAdvertised and by SKU text in any case", async () => {
    const advertised = await page("?isAdvertised=true&limit=50");
    expect(advertised.page.advertisedSKUs.map((sku) => sku.sku).sort()).toEqual([
      "KIT-03",
      "KIT-06",
      "KIT-09",
      "KIT-12",
      "garden-hose",
    ]);
    expect(advertised.page.advertisedSKUs.every((sku) => sku.isAdvertised)).toBe(true);
    expect((await page("?isAdvertised=false&limit=50")).page.totalCount).toBe(8);
    expect((await page("?q=kit-1")).page.advertisedSKUs.map((sku) => sku.sku).sort()).toEqual([
      "KIT-10",
      "KIT-11",
      "KIT-12",
    ]);
    expect((await page("?q=GARDEN")).page.advertisedSKUs.map((sku) => sku.sku)).toEqual(["garden-hose"]);
    expect((await page("?q=kit&isAdvertised=true")).page.totalCount).toBe(4);
    expect((await page("?q=nothing-like-this")).page).toEqual({
      advertisedSKUs: [],
      totalCount: 0,
      totalPages: 0,
    });
  });

  it.each([
    ["page", "Min value - 1", "?page=0"],
    ["page", "Must be a whole number", "?page=x"],
    ["limit", "Must be 10, 20, 50 or 100", "?limit=15"],
    ["isAdvertised", "Must be true or false", "?isAdvertised=yes"],
  ])("refuses a bad %s with '%s'", async (field, message, query) => {
    const { status, json } = await page(query);
    expect(status).toBe(400);
    expect(json.data).toEqual({ code: 1005, field, message: `${field}: ${message}` });
  });

  it("lists every SKU of the profile and only those, indexed by id", async () => {
    const { status, json } = await call(`/api/advertised-sku/${listProfile}/list`, { cookie: listCookie });
    expect(status).toBe(200);
    const byId: Record<string, AdvertisedSku> = json.data.advertisedSKUs;
    expect(new Set(Object.keys(byId))).toEqual(new Set(Object.values(ids).map(String)));
    for (const [id, sku] of Object.entries(byId)) expect(String(sku.id)).toBe(id);
  });

  it("never shows another seller's SKU or profile (1006, 1003)", async () => {
    const detail = await call(`/api/advertised-sku/${listProfile}/${other.skuId}`, { cookie: listCookie });
    expect(detail.status).toBe(404);
    expect(detail.json.data.code).toBe(1006);
    expect(JSON.stringify(detail.json)).not.toContain("THEIR-SKU");
    for (const path of ["page", "list", String(other.skuId)]) {
      const response = await call(`/api/advertised-sku/${other.profileId}/${path}`, { cookie: listCookie });
      expect(response.status).toBe(404);
      expect(response.json.data.code).toBe(1003);
    }
  });

  it("asks for a signed-in user", async () => {
    expect((await call(`/api/advertised-sku/${listProfile}/list`)).status).toBe(401);
  });
});
