import { sql } from "drizzle-orm";
import { advertisedSkus } from "./ads-schema";

/**
 * An advertised_skus row is advertised through migrated campaigns: one of its product ads (not
 * archived) sits in a campaign the seller migrated (managed_campaigns source MIGRATED) that is not
 * archived either. Such a SKU is governed by its own settings as an advertised one is
 * (docs/automation.md "Migrated campaigns"). A condition for a query on `advertised_skus`.
 */
export const advertisedThroughMigratedCampaigns = sql`exists (
  select 1 from managed_campaigns mc
  join sp_campaigns c on c.profile_id = mc.profile_id and c.campaign_id = mc.campaign_id and c.state != 'ARCHIVED'
  join sp_product_ads pa on pa.profile_id = mc.profile_id and pa.campaign_id = mc.campaign_id and pa.state != 'ARCHIVED'
  where mc.profile_id = ${advertisedSkus.profileId} and mc.source = 'MIGRATED' and pa.sku = ${advertisedSkus.sku}
)`;
