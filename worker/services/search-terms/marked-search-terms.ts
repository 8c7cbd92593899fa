import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { LaunchedOrMigratedCampaign } from "../../access/launched-or-migrated-campaign";
import type { OwnProfile } from "../../access/own-profile";
import { skuCampaignIds } from "../../access/skupilot-campaigns";
import { NO_RULE } from "../../contracts/automation/change-author";
import type { DateRange } from "../../contracts/date-range";
import type { MarkedSearchTermRow, TermMarkAuthor } from "../../contracts/search-terms/term-actions";
import { automationChanges } from "../../db/automation-schema";
import type { Database } from "../../db/client";
import { campaignSearchTerms } from "../campaigns/search-terms";
import { termEntries } from "./term-entries";
import { termMarks } from "./term-marks";

const ADDITIONS = ["ADD_KEYWORD", "ADD_NEGATIVE_KEYWORD", "ADD_TARGET", "ADD_NEGATIVE_TARGET"];

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

/** Who created each entity the log's applied additions in these campaigns created. */
async function authorsOf(db: Database, profileId: number, campaignIds: string[]) {
  const rows = await db
    .select({
      entityId: automationChanges.entityId,
      actor: automationChanges.actor,
      rule: automationChanges.rule,
    })
    .from(automationChanges)
    .where(
      and(
        eq(automationChanges.profileId, profileId),
        inArray(automationChanges.campaignId, campaignIds),
        inArray(automationChanges.kind, ADDITIONS),
        eq(automationChanges.status, "APPLIED"),
        isNotNull(automationChanges.entityId),
      ),
    );
  const authors = new Map<string, TermMarkAuthor>(
    rows.map((row) => [
      String(row.entityId),
      { actor: row.actor, rule: row.rule === NO_RULE ? null : row.rule },
    ]),
  );
  return (entityId: string) => authors.get(entityId) ?? null;
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
