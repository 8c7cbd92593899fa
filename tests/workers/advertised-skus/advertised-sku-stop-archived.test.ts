import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutate } from "../../../worker/amazon/sp-entities";
import type { AdvertiseResult, SkuCampaign } from "../../../worker/contracts/advertised-skus/sku-structure";
import { call } from "../support/http";
import { amazonEntity } from "../support/sku-panels";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  settleSellerSyncs,
  stop,
} from "../support/sku-structure";
import { adsClientOf } from "../support/sync";

let seller: DemoSeller;
let skuId = 0;
let built: SkuCampaign[] = [];
let archived: SkuCampaign[] = [];

beforeAll(async () => {
  ({ seller, skuId } = await demoSellerWithSku(1));
}, 90_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const syncedState = async (campaignId: string) =>
  (
    await env.DB.prepare("select state from sp_campaigns where profile_id = ? and campaign_id = ?")
      .bind(seller.profileId, campaignId)
      .first<{ state: string }>()
  )?.state;
/** The SKU's campaigns as recorded by Advertise and Launch Brand, with their synced names. */
const recordedCampaigns = async () =>
  (
    await env.DB.prepare(
      "select s.campaign_id as campaignId, s.role, c.name from sku_campaigns s join sp_campaigns c on c.profile_id = s.profile_id and c.campaign_id = s.campaign_id where s.advertised_sku_id = ? order by s.id",
    )
      .bind(skuId)
      .all<SkuCampaign>()
  ).results;
const amazonState = async (campaignId: string) =>
  (await amazonEntity(seller, "campaigns", "campaignIdFilter", campaignId))?.state;

describe("the seller archives some of the SKU's campaigns on Amazon (spec 001 §4, docs/campaign-structure.md)", () => {
  it("Stop pauses the others and keeps the archived ones archived; the SKU is stopped (no 1008)", async () => {
    const cookie = seller.user.cookie;
    expect((await advertise(cookie, seller.profileId, skuId)).status).toBe(200);
    const brand = `/api/brands/${seller.profileId}/${skuId}`;
    expect((await call(brand, { method: "PUT", cookie, body: { brandName: "Archivist" } })).status).toBe(200);
    expect((await call(`${brand}/launch`, { method: "POST", cookie })).status).toBe(200);
    built = await recordedCampaigns();
    expect(built.map((campaign) => campaign.role)).toEqual(["AUTO", "KEYWORD", "PRODUCT", "BRAND"]);
    archived = built.filter((campaign) => campaign.role === "AUTO" || campaign.role === "BRAND");

    // Archiving is Amazon's delete; afterwards no change to those campaigns is ever accepted.
    const client = await adsClientOf(seller.tokenId);
    const ids = archived.map((campaign) => campaign.campaignId);
    expect((await mutate(client, seller.amazonProfileId, "campaigns", "delete", ids)).error).toEqual([]);

    const stopped = await stop(cookie, seller.profileId, skuId);
    expect(stopped.status).toBe(200);
    expect(stopped.json.data).toEqual({ advertisedSkuId: skuId, isAdvertised: false });
    for (const { campaignId, role } of built) {
      const expected = archived.some((one) => one.campaignId === campaignId) ? "ARCHIVED" : "PAUSED";
      expect([role, await amazonState(campaignId), await syncedState(campaignId)]).toEqual([
        role,
        expected,
        expected,
      ]);
    }
  }, 90_000);

  it("Advertise again builds the archived ones anew under their names and enables the whole structure", async () => {
    const again = await advertise(seller.user.cookie, seller.profileId, skuId);
    expect(again.status).toBe(200);
    const campaigns = (again.json.data as AdvertiseResult).campaigns;
    expect([...campaigns.map((campaign) => campaign.name)].sort()).toEqual(
      [...built.map((campaign) => campaign.name)].sort(),
    );
    for (const old of archived) {
      const rebuilt = campaigns.find((campaign) => campaign.role === old.role);
      expect(rebuilt?.campaignId).toBeDefined();
      expect(rebuilt?.campaignId).not.toBe(old.campaignId);
      expect(await amazonState(old.campaignId)).toBe("ARCHIVED");
    }
    for (const { campaignId } of campaigns) expect(await amazonState(campaignId)).toBe("ENABLED");
  }, 90_000);
});
