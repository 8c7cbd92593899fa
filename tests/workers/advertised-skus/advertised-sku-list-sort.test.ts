import { beforeAll, describe, expect, it } from "vitest";
import { otherSellerWithSku, seedSku, sellerWithProfile, skuPage } from "../support/advertised-skus";

/** Issue 33 item 1: the SKU list sorts by any of its columns on the server, before paging. */
let seller: Awaited<ReturnType<typeof sellerWithProfile>>;
let other: Awaited<ReturnType<typeof otherSellerWithSku>>;

beforeAll(async () => {
  seller = await sellerWithProfile("sorter");
  other = await otherSellerWithSku();
  await seedSku(seller.profileId, { sku: "b-mat", bidMax: 150, isAdvertised: true });
  await seedSku(seller.profileId, { sku: "A-strap", bidMax: 300 });
  await seedSku(seller.profileId, { sku: "c-block", bidMax: 150 });
});

const skus = async (query: string) =>
  (await skuPage(seller.profileId, seller.cookie, query)).page.advertisedSKUs.map((sku) => sku.sku);

describe("GET /api/advertised-sku/{profileId}/page?sort&order", () => {
  it("sorts by SKU text either way, case aside", async () => {
    expect(await skus("?sort=sku")).toEqual(["A-strap", "b-mat", "c-block"]);
    expect(await skus("?sort=sku&order=desc")).toEqual(["c-block", "b-mat", "A-strap"]);
  });

  it("sorts by Max Bid with equal bids in one order on every page, and by status", async () => {
    expect(await skus("?sort=bidMax&order=desc")).toEqual(["A-strap", "c-block", "b-mat"]);
    const first = await skus("?sort=bidMax&limit=10&page=1");
    expect(first).toEqual(["b-mat", "c-block", "A-strap"]);
    expect(await skus("?sort=status&order=desc")).toEqual(["b-mat", "c-block", "A-strap"]);
  });

  it.each([
    ["?sort=cost", "sort", /^sort: Must be one of title, asin, sku, price/],
    ["?sort=sku&order=up", "order", /^order: Must be asc or desc$/],
  ])("answers %s with 400/1005 naming %s", async (query, field, message) => {
    const { status, json } = await skuPage(seller.profileId, seller.cookie, query);
    expect(status).toBe(400);
    expect(json.data).toMatchObject({ code: 1005, field, message: expect.stringMatching(message) });
  });

  it("answers another seller's profile 1003, sorted or not", async () => {
    const { status, json } = await skuPage(other.profileId, seller.cookie, "?sort=sku");
    expect(status).toBe(404);
    expect(json.data.code).toBe(1003);
  });
});
