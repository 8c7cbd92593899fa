import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { OwnProfile } from "../../access/own-profile";
import { skuCampaignIds } from "../../access/skupilot-campaigns";
import type { DateRange } from "../../contracts/date-range";
import type { MarkedSearchTermRow } from "../../contracts/search-terms/term-actions";
import type { Database } from "../../db/client";
import { campaignSearchTerms } from "../campaigns/search-terms";
import { authorsOf } from "./term-authors";
import { termEntries } from "./term-entries";
import { termMarks } from "./term-marks";

/** The campaign and, when it has a SKU, every campaign Skupilot runs for that SKU. */
export async function campaignsOfItsSku(
  db: Database,
  profileId: number,
  campaign: LaunchedOrMigratedCampaign,
) {
  const sku = campaign.advertisedSku;
  const ids = sku ? await skuCampaignIds(db, profileId, sku.id) : [];
  return [...new Set([campaign.campaignId, ...ids])];
}

/**
 * The campaign's search terms over the range (campaignSearchTerms), each marked where it is negated
 * already (in this campaign, in the SKU's others) or harvested as a keyword or target, and by whom.
 */
export async function markedSearchTerms(
  db: Database,
  profile: OwnProfile,
  campaign: LaunchedOrMigratedCampaign,
  range: DateRange,
): Promise<MarkedSearchTermRow[]> {
  const rows = await campaignSearchTerms(db, profile, campaign.campaignId, range);
  const campaignIds = await campaignsOfItsSku(db, profile.id, campaign);
  const [entries, authorOf] = await Promise.all([
    termEntries(db, profile.id, campaignIds),
    authorsOf(db, profile.id, campaignIds),
  ]);
  return rows.map((row) => ({
    ...row,
    marks: termMarks(row.searchTerm, campaign.campaignId, entries, authorOf),
  }));
}
