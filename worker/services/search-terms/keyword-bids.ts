import { requireSku } from "../../access/advertised-sku";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { KeywordBids } from "../../contracts/search-terms/term-actions";
import type { Database } from "../../db/client";
import { defaultBidCents } from "../sku-structure/plan";
import { requireCampaignSku } from "./require-campaign-sku";

const dollars = (cents: number) => cents / 100;

/** Inside [min, max] cents. */
const within = (cents: number, min: number, max: number) => Math.min(Math.max(cents, min), max);

/**
 * What the Add as keyword form starts from: the SKU's Min and Max Bid, and per match type the bid of
 * its search-term expansion settings (kept inside them), else the bid Skupilot launches keywords at.
 */
export async function keywordBids(
  db: Database,
  profileId: number,
  campaign: LaunchedOrMigratedCampaign,
): Promise<KeywordBids> {
  const sku = await requireSku(db, profileId, requireCampaignSku(campaign, "campaignId"));
  const fallback = defaultBidCents(sku);
  const settings = sku.searchTermExpansion;
  const bidOf = (given: number | null | undefined) =>
    dollars(
      within(
        typeof given === "number" ? Math.round(given * 100) : fallback,
        sku.bidMinCents,
        sku.bidMaxCents,
      ),
    );
  return {
    bidMin: dollars(sku.bidMinCents),
    bidMax: dollars(sku.bidMaxCents),
    bids: {
      EXACT: bidOf(settings?.exactKeywordBidPrice),
      PHRASE: bidOf(settings?.phraseKeywordBidPrice),
      BROAD: bidOf(settings?.broadKeywordBidPrice),
    },
  };
}
