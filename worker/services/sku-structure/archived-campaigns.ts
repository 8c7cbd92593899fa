import { and, eq } from "drizzle-orm";
import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import { listAll } from "../../amazon/sp-entities";
import { spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { inList } from "../../db/in-list";
import { competitors, skuCampaigns } from "../../db/sku-structure-schema";
import type { AdvertisedSkuRow } from "../advertised-skus/view";
import { brandPlan, competitorPlan, type PlannedCampaign } from "./plan";
import { campaignsOfSku } from "./sku-campaign-rows";

/**
 * Before Advertise runs the SKU again: the SKU's campaigns the seller archived on Amazon can never
 * run again, so each is forgotten (its synced copy marked ARCHIVED) and planned anew under the same
 * name, which Amazon frees on archiving. Answers the brand and competitor plans to rebuild; the
 * auto and manual ones are rebuilt by Advertise's own plan.
 */
export async function forgetArchivedCampaigns(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: AdvertisedSkuRow,
): Promise<PlannedCampaign[]> {
  const rows = await campaignsOfSku(db, sku.id);
  if (rows.length === 0) return [];
  const archivedIds = new Set(
    (
      await listAll<{ campaignId: string }>(client, profile.amazonProfileId, "campaigns", {
        campaignIdFilter: { include: rows.map((row) => row.campaignId) },
        stateFilter: { include: ["ARCHIVED"] },
      })
    ).map((campaign) => String(campaign.campaignId)),
  );
  const archived = rows.filter((row) => archivedIds.has(row.campaignId));
  if (archived.length === 0) return [];

  const ids = archived.map((row) => row.campaignId);
  await db.batch([
    db.delete(skuCampaigns).where(
      inList(
        skuCampaigns.id,
        archived.map((row) => row.id),
      ),
    ),
    db
      .update(spCampaigns)
      .set({ state: "ARCHIVED" })
      .where(and(eq(spCampaigns.profileId, profile.id), inList(spCampaigns.campaignId, ids))),
  ]);

  const plans: PlannedCampaign[] = [];
  const brand = sku.brand?.trim();
  if (brand && archived.some((row) => row.role === "BRAND")) plans.push(brandPlan(sku, brand));
  const competitorIds = archived.flatMap((row) => (row.role === "COMPETITOR" && row.competitorId) || []);
  if (competitorIds.length > 0) {
    const rebuilt = await db
      .select()
      .from(competitors)
      .where(and(eq(competitors.advertisedSkuId, sku.id), inList(competitors.id, competitorIds)));
    plans.push(...rebuilt.map((competitor) => competitorPlan(sku, competitor)));
  }
  return plans;
}
