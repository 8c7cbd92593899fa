import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listAll } from "../../../worker/amazon/sp-entities";
import { type CatalogItem, catalogPage } from "../../../worker/services/advertised-skus/catalog";
import { signedInUser } from "../support/accounts";
import { connectSeller } from "../support/amazon";
import { call } from "../support/http";
import { adsClientOf, profilesOf, settledSyncs } from "../support/sync";

let cookie = "";
let tokenId = 0;
let profileId = 0;
let amazonProfileId = "";
let product: CatalogItem;

beforeAll(async () => {
  cookie = (await signedInUser()).cookie;
  tokenId = await connectSeller(cookie);
  const us = (await profilesOf(tokenId)).find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the demo seller has no US profile");
  profileId = us.id;
  amazonProfileId = us.amazonProfileId;
  const catalog = (await catalogPage(await adsClientOf(tokenId), amazonProfileId, 300)).items;
  const eligible = catalog.filter((item) => item.eligibilityStatus === "ELIGIBLE");
  // The last eligible one: the demo seller's older campaigns advertise the first ones.
  const last = eligible.at(-1);
  if (!last) throw new Error("the demo catalog has no eligible product");
  product = last;
}, 60_000);

afterAll(async () => {
  await settledSyncs((await profilesOf(tokenId)).map((profile) => profile.id));
}, 60_000);

describe("Add, Advertise, Stop on the sandbox's demo seller (spec 001 §4 SKU advertising)", () => {
  it("Stop pauses every campaign built for the SKU on Amazon and marks it not advertised", async () => {
    const created = await call(`/api/advertised-sku/${profileId}`, {
      method: "POST",
      cookie,
      body: [
        {
          sku: product.sku,
          asin: product.asin,
          bidOptimization: { bidMin: 0.3, bidMax: 1.2 },
          maxDailyBudget: 15,
        },
      ],
    });
    expect(created.status).toBe(200);
    const skuId: number = created.json.data.advertisedSKUs[0].id;

    const advertised = await call(`/api/campaigns/${profileId}/auto/${skuId}`, { method: "POST", cookie });
    expect(advertised.status).toBe(200);
    const detail = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect(detail.json.data.isAdvertised).toBe(true);
    const campaignIds: string[] = advertised.json.data.campaigns.map(
      (c: { campaignId: string }) => c.campaignId,
    );
    expect(campaignIds.length).toBeGreaterThan(0);

    const stopped = await call(`/api/advertised-sku/${profileId}/${skuId}/stop`, { method: "PUT", cookie });
    expect(stopped.status).toBe(200);
    expect(stopped.json.data).toEqual({ advertisedSkuId: skuId, isAdvertised: false });

    const onAmazon = await listAll<{ campaignId: string; state: string }>(
      await adsClientOf(tokenId),
      amazonProfileId,
      "campaigns",
      { campaignIdFilter: { include: campaignIds } },
    );
    expect(onAmazon.map((campaign) => campaign.state)).toEqual(campaignIds.map(() => "PAUSED"));
    const after = await call(`/api/advertised-sku/${profileId}/${skuId}`, { cookie });
    expect(after.json.data.isAdvertised).toBe(false);
    const page = await call(`/api/advertised-sku/${profileId}/page?isAdvertised=false`, { cookie });
    expect(page.json.data.advertisedSKUs.map((sku: { id: number }) => sku.id)).toContain(skuId);
  }, 90_000);
});
