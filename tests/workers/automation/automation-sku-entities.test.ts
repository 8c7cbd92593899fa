import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSkuEntities } from "../../../worker/automation/load-entities";
import type { SkuSettings } from "../../../worker/automation/rules/rule-input";
import { type AutomationSeller, automationSeller } from "../support/automation";
import { db } from "../support/sync";

let seller: AutomationSeller;

beforeAll(async () => {
  seller = await automationSeller();
});

describe("the SKU's entities the rules see", () => {
  it("holds only the SKU's own product ads, not another product's ad in a campaign they share", async () => {
    const ad = await env.DB.prepare(
      "select campaign_id as campaignId, ad_group_id as adGroupId from sp_product_ads where profile_id = ? and sku = ? and state = 'ENABLED' limit 1",
    )
      .bind(seller.profileId, seller.sku)
      .first<{ campaignId: string; adGroupId: string }>();
    if (!ad) throw new Error("the seller's SKU has no enabled ad");
    // Another product advertised beside it, as a seller's campaign often does.
    await env.DB.prepare(
      "insert into sp_product_ads (profile_id, ad_id, campaign_id, ad_group_id, sku, asin, state, synced_at) values (?, 'other-product-ad', ?, ?, 'OTHER-SKU', 'B0OTHER000', 'ENABLED', 0)",
    )
      .bind(seller.profileId, ad.campaignId, ad.adGroupId)
      .run();
    const settings = { skuId: seller.skuId, sku: seller.sku } as SkuSettings;
    const entities = (await loadSkuEntities(db(), seller.profileId, [settings])).get(seller.skuId);
    const own = await env.DB.prepare(
      "select ad_id as adId from sp_product_ads where profile_id = ? and sku = ?",
    )
      .bind(seller.profileId, seller.sku)
      .all<{ adId: string }>();
    const adIds = entities?.productAds.map((one) => one.adId) ?? [];
    expect(adIds.length).toBeGreaterThan(0);
    expect(adIds).not.toContain("other-product-ad");
    for (const id of adIds) expect(own.results.map((row) => row.adId)).toContain(id);
  });
});
