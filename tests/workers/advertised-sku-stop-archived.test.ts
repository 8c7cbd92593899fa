import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mutate } from "../../worker/amazon/sp-entities";
import type { AdvertiseResult } from "../../worker/contracts/sku-structure";
import { amazonEntity } from "./support/sku-panels";
import {
  advertise,
  type DemoSeller,
  demoSellerWithSku,
  settleSellerSyncs,
  stop,
} from "./support/sku-structure";
import { adsClientOf } from "./support/sync";

let seller: DemoSeller;
let skuId = 0;

beforeAll(async () => {
  ({ seller, skuId } = await demoSellerWithSku(1));
}, 90_000);

afterAll(() => settleSellerSyncs(seller), 60_000);

const syncedState = (campaignId: string) =>
  env.DB.prepare("select state from sp_campaigns where profile_id = ? and campaign_id = ?")
    .bind(seller.profileId, campaignId)
    .first<{ state: string }>();

describe("Stop after the seller archived one of the SKU's campaigns on Amazon (spec 001 §4)", () => {
  it("pauses the others, keeps the archived one archived, and the SKU is stopped (no 1008)", async () => {
    const advertised = await advertise(seller.user.cookie, seller.profileId, skuId);
    expect(advertised.status).toBe(200);
    const campaigns = (advertised.json.data as AdvertiseResult).campaigns;
    const [archived, ...others] = campaigns.map((campaign) => campaign.campaignId);
    if (!archived) throw new Error("Advertise built no campaign");

    // Archiving is Amazon's delete; afterwards no change to that campaign is ever accepted.
    const client = await adsClientOf(seller.tokenId);
    const archiving = await mutate(client, seller.amazonProfileId, "campaigns", "delete", [archived]);
    expect(archiving.error).toEqual([]);

    const stopped = await stop(seller.user.cookie, seller.profileId, skuId);
    expect(stopped.status).toBe(200);
    expect(stopped.json.data).toEqual({ advertisedSkuId: skuId, isAdvertised: false });

    expect((await amazonEntity(seller, "campaigns", "campaignIdFilter", archived))?.state).toBe("ARCHIVED");
    for (const campaignId of others) {
      expect((await amazonEntity(seller, "campaigns", "campaignIdFilter", campaignId))?.state).toBe("PAUSED");
      expect((await syncedState(campaignId))?.state).toBe("PAUSED");
    }
    expect((await syncedState(archived))?.state).toBe("ARCHIVED");
  }, 90_000);
});
