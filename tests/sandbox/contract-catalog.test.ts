import { beforeAll, describe, expect, it } from "vitest";
import { type ProfileJson, profiles } from "./support/ads";
import { catalog, METADATA_REQUEST, type ProductMetadata } from "./support/catalog";
import { contractCall, contractTitle, openapi } from "./support/contract";
import { connect } from "./support/lwa";

const ELIGIBILITY = "post /eligibility/product/list";
const METADATA = "post /product/metadata";

let token: string;
let profile: ProfileJson;
let products: ProductMetadata[];

type MetadataPage = { ProductMetadataList: ProductMetadata[]; cursorToken: string };

describe.skipIf(!openapi)(contractTitle("eligibility and product metadata against their documents"), () => {
  beforeAll(async () => {
    token = (await connect()).access_token;
    profile = (await profiles(token))[0] as ProfileJson;
    products = await catalog({ token, scope: profile.profileId });
  });

  const metadata = (body: unknown) =>
    contractCall<MetadataPage>(METADATA, "/product/metadata", {
      token,
      scope: profile.profileId,
      method: "POST",
      contentType: METADATA_REQUEST,
      body,
    });

  it("eligibility of catalog products and of an ASIN the seller does not offer", async () => {
    const productDetailsList = [
      ...products.slice(0, 29).map(({ asin, sku }) => ({ asin, sku })),
      { asin: "B0NOTMINE0" },
    ];
    const { status, body } = await contractCall<{
      productResponseList: {
        productDetails: { asin: string };
        overallStatus: string;
        eligibilityStatusList: unknown[];
      }[];
    }>(ELIGIBILITY, "/eligibility/product/list", {
      token,
      scope: profile.profileId,
      method: "POST",
      contentType: "application/json",
      body: { adType: "sp", productDetailsList },
    });
    expect(status).toBe(200);
    expect(body.productResponseList).toHaveLength(productDetailsList.length);
    expect(body.productResponseList.at(-1)?.overallStatus).toBe("INELIGIBLE");
    for (const response of body.productResponseList) {
      expect(response.overallStatus === "ELIGIBLE").toBe(response.eligibilityStatusList.length === 0);
    }
  });

  it("eligibility refuses more than 30 products with 400", async () => {
    const productDetailsList = Array.from({ length: 31 }, () => ({ asin: products[0]?.asin ?? "" }));
    const { status } = await contractCall(ELIGIBILITY, "/eligibility/product/list", {
      token,
      scope: profile.profileId,
      method: "POST",
      contentType: "application/json",
      body: { adType: "sp", productDetailsList },
      checkBody: false,
    });
    expect(status).toBe(400);
  });

  it("metadata by SKU, and pages that follow each other by pageIndex and by cursorToken", async () => {
    const sku = products[1]?.sku ?? "";
    const bySku = await metadata({
      pageIndex: 0,
      pageSize: 10,
      skus: [sku],
      checkEligibility: true,
      adType: "SP",
    });
    expect(bySku.body.ProductMetadataList.map((product) => product.sku)).toEqual([sku]);
    expect(bySku.body.ProductMetadataList[0]?.imageUrl).toMatch(
      /^http:\/\/127\.0\.0\.1:8788\/images\/[A-Z0-9]{10}\.svg$/,
    );
    expect(bySku.body.cursorToken).toBe("");

    const first = await metadata({ pageIndex: 0, pageSize: 3 });
    const second = await metadata({ pageIndex: 1, pageSize: 3 });
    const byCursor = await metadata({ pageIndex: 0, pageSize: 3, cursorToken: first.body.cursorToken });
    expect(first.body.cursorToken).not.toBe("");
    expect(byCursor.body.ProductMetadataList).toEqual(second.body.ProductMetadataList);
    expect(second.body.ProductMetadataList[0]?.sku).toBe(products[3]?.sku);
    expect(first.body.ProductMetadataList[0]?.eligibilityStatus).toBeUndefined();
  });

  it("metadata refuses skus together with asins (400)", async () => {
    const { status } = await metadata({ pageIndex: 0, pageSize: 10, skus: ["a"], asins: ["B000000000"] });
    expect(status).toBe(400);
  });
});
