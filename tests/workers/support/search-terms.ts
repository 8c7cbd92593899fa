import { env } from "cloudflare:workers";
import { seedSku } from "./advertised-skus";
import { markMigrated } from "./seed-ads";

/** An enabled manual campaign of the profile with a live ad group holding keywords: where harvested keywords go. */
export async function keywordCampaign(profileId: number) {
  const row = await env.DB.prepare(
    "select c.campaign_id as campaignId, g.ad_group_id as adGroupId from sp_campaigns c join sp_ad_groups g on g.profile_id = c.profile_id and g.campaign_id = c.campaign_id where c.profile_id = ? and c.state = 'ENABLED' and c.targeting_type = 'MANUAL' and g.state = 'ENABLED' and exists (select 1 from sp_keywords k where k.profile_id = g.profile_id and k.ad_group_id = g.ad_group_id and k.kind = 'KEYWORD') order by c.campaign_id limit 1",
  )
    .bind(profileId)
    .first<{ campaignId: string; adGroupId: string }>();
  if (!row) throw new Error("no enabled manual campaign with keywords");
  return row;
}

/**
 * The campaign migrated for a new advertised SKU (bids $0.20–$3.00) and made that SKU's keyword
 * campaign, as the search-term actions need: answers the SKU's id.
 */
export async function migratedForSku(
  profileId: number,
  campaign: { campaignId: string; adGroupId: string },
  sku: string,
) {
  await markMigrated(profileId, campaign.campaignId);
  const skuId = await seedSku(profileId, { sku, isAdvertised: true, bidMin: 20, bidMax: 300 });
  await env.DB.batch([
    env.DB.prepare(
      "update managed_campaigns set advertised_sku_id = ? where profile_id = ? and campaign_id = ?",
    ).bind(skuId, profileId, campaign.campaignId),
    env.DB.prepare(
      "insert into sku_campaigns (profile_id, advertised_sku_id, role, campaign_id, ad_group_id, is_complete, created_at) values (?, ?, 'KEYWORD', ?, ?, 1, 0)",
    ).bind(profileId, skuId, campaign.campaignId, campaign.adGroupId),
  ]);
  return skuId;
}
