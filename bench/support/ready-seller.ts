/** A bench user ready to read: connected to the sandbox's demo seller, synced, a campaign migrated. */
import type { AdvertisedSkuPage } from "../../worker/contracts/advertised-skus/advertised-sku";
import type { AmazonAccountView } from "../../worker/contracts/amazon-accounts/account-views";
import type { MarketplaceCampaign } from "../../worker/contracts/campaigns/marketplace-campaigns";
import { connectSeller, json, untilSynced } from "./connect-seller";

export type ReadySeller = { cookie: string; profileId: number; campaignId: string; skuId: number };

/** The user (cookie) connected to the demo seller, synced, with one US campaign migrated to an advertised SKU. */
export async function readySeller(base: string, cookie: string): Promise<ReadySeller> {
  await connectSeller(base, cookie);
  await untilSynced(base, cookie);
  const accounts = (await json(`${base}/api/amazon/profiles`, { headers: { cookie } }))
    .data as AmazonAccountView[];
  const profiles = accounts.flatMap((account) => account.profiles);
  const us = profiles.find((profile) => profile.countryCode === "US");
  if (!us) throw new Error("the demo seller has no US profile");
  const page = await json(`${base}/api/amazon/campaigns/${us.id}?limit=10`, { headers: { cookie } });
  const campaign = (page.data.campaigns as MarketplaceCampaign[]).find(
    (candidate) => candidate.productAds.length > 0 && !candidate.isAdded,
  );
  const ad = campaign?.productAds[0]?.metadata;
  if (!campaign || !ad) throw new Error("no campaign with a product ad to migrate");
  await json(`${base}/api/campaigns/${us.id}/migrate`, {
    method: "POST",
    headers: { cookie, Origin: base, "Content-Type": "application/json" },
    body: JSON.stringify({
      amazonCampaignId: campaign.campaignId,
      asin: ad.asin,
      sku: ad.sku,
      advertisedSku: { bidOptimization: { bidMin: 0.2, bidMax: 2 }, maxDailyBudget: 30 },
    }),
  });
  const skus = await json(`${base}/api/advertised-sku/${us.id}/page?page=1&limit=10`, {
    headers: { cookie },
  });
  const [sku] = (skus.data as AdvertisedSkuPage).advertisedSKUs;
  if (!sku)
    throw new Error(`no advertised SKU after the migration: ${JSON.stringify(skus.data).slice(0, 300)}`);
  return { cookie, profileId: us.id, campaignId: campaign.campaignId, skuId: sku.id };
}
