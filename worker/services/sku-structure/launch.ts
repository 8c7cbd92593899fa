import type { OwnProfile } from "../../access/own-profile";
import type { AdsClient } from "../../amazon/ads-client";
import type { Database } from "../../db/client";
import { makeRoomForCampaign } from "./budget-split";
import { type BuildSku, buildCampaign } from "./build-campaign";
import { mirrorSkuCampaigns } from "./mirror";
import type { PlannedCampaign } from "./plan";
import { sendPlan } from "./push-limits";

/**
 * Builds one more campaign of an advertised SKU (brand or competitor) and shows it in Quick Launch.
 * It joins the SKU's Max budget split: the other campaigns are lowered on Amazon first, then the new
 * one is built with its share, so the SKU's campaigns never hold more than its Max budget.
 */
export async function launchCampaign(
  db: Database,
  client: AdsClient,
  profile: OwnProfile,
  sku: BuildSku & { maxDailyBudgetCents: number },
  plan: PlannedCampaign,
) {
  const room = await makeRoomForCampaign(db, { profile, client }, profile.id, sku, sendPlan);
  const [first, ...rest] = room.mirror;
  if (first) await db.batch([first, ...rest]);
  const campaignId = await buildCampaign(db, client, profile, sku, {
    ...plan,
    budgetCents: room.budgetCents,
    // Amazon refuses a bid over the campaign's daily budget.
    bidCents: Math.min(plan.bidCents, room.budgetCents),
  });
  await mirrorSkuCampaigns(db, client, profile, sku.id, [campaignId]);
  return campaignId;
}
