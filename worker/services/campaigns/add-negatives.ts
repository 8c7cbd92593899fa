import { and, eq, ne } from "drizzle-orm";
import type { ProfileAccess } from "../../access/profile-ads-client";
import { requireSkupilotCampaignId } from "../../access/skupilot-campaigns";
import { mutate } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import type { SpKind } from "../../amazon/sp-kinds";
import { ApiError, validationError } from "../../contracts/api-error";
import { spAdGroups, spCampaigns } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";
import { campaignKeywordRows, campaignTargetRows } from "./campaign-targeting-rows";

export type AddedNegatives = { campaignId: string; added: string[] };

/** The campaign's live negatives (its own and its ad groups'): keyword texts, or negative ASINs. */
async function liveNegatives(db: Database, profileId: number, campaignId: string, of: "keywords" | "asins") {
  const rowsOf = of === "keywords" ? campaignKeywordRows : campaignTargetRows;
  const rows = [
    ...(await rowsOf(db, profileId, campaignId, "CAMPAIGN_NEGATIVE")),
    ...(await rowsOf(db, profileId, campaignId, "NEGATIVE")),
  ];
  return rows.flatMap((row) => (row.state !== "ARCHIVED" && row.name ? [row.name] : []));
}

/** The entries not negative in the campaign yet (each once, compared without case). */
function newEntries(given: string[], existing: string[], field: string) {
  const taken = new Set(existing.map((entry) => entry.toLowerCase()));
  const fresh = [...new Map(given.map((entry) => [entry.toLowerCase(), entry])).values()].filter(
    (entry) => !taken.has(entry.toLowerCase()),
  );
  if (fresh.length === 0) throw validationError(field, "Already negative in this campaign");
  return fresh;
}

const asinExpression = (asin: string) => [{ type: "ASIN_SAME_AS", value: asin }];

/**
 * Where the negatives go on Amazon: keywords (negative exact) at the campaign's own level; ASINs there
 * too for an AUTO campaign, and in each of its live ad groups for a MANUAL one (Amazon takes campaign
 * negative targets for AUTO campaigns only).
 */
async function negativeItems(
  db: Database,
  profileId: number,
  campaignId: string,
  of: "keywords" | "asins",
  entries: string[],
): Promise<{ kind: SpKind; items: unknown[] }> {
  if (of === "keywords") {
    const items = entries.map((keywordText) => ({
      campaignId,
      keywordText,
      matchType: "NEGATIVE_EXACT",
      state: "ENABLED",
    }));
    return { kind: "campaignNegativeKeywords", items };
  }
  const [campaign] = await db
    .select({ targetingType: spCampaigns.targetingType })
    .from(spCampaigns)
    .where(and(eq(spCampaigns.profileId, profileId), eq(spCampaigns.campaignId, campaignId)));
  if (campaign?.targetingType === "AUTO") {
    const items = entries.map((asin) => ({ campaignId, expression: asinExpression(asin), state: "ENABLED" }));
    return { kind: "campaignNegativeTargets", items };
  }
  const adGroups = await db
    .select({ adGroupId: spAdGroups.adGroupId })
    .from(spAdGroups)
    .where(
      and(
        eq(spAdGroups.profileId, profileId),
        eq(spAdGroups.campaignId, campaignId),
        ne(spAdGroups.state, "ARCHIVED"),
      ),
    );
  if (adGroups.length === 0) throw validationError("negativeProductTargets", "This campaign has no ad group");
  const items = adGroups.flatMap(({ adGroupId }) =>
    entries.map((asin) => ({ campaignId, adGroupId, expression: asinExpression(asin), state: "ENABLED" })),
  );
  return { kind: "negativeTargets", items };
}

/**
 * Negatives of a managed campaign (document 001 §3 AddNegativeKeyword: negative exact keywords;
 * AddNegativeProductTarget: negative ASINs): the new ones sent to Amazon (1008 when it refuses any),
 * then the campaign's negatives of that kind stored as Amazon has them.
 */
export async function addCampaignNegatives(
  db: Database,
  { profile, client }: ProfileAccess,
  change: { campaignId: string; of: "keywords" | "asins"; entries: string[] },
): Promise<AddedNegatives> {
  const { campaignId, of, entries } = change;
  const field = of === "keywords" ? "negativeKeywords" : "negativeProductTargets";
  await requireSkupilotCampaignId(db, profile.id, campaignId);
  const added = newEntries(entries, await liveNegatives(db, profile.id, campaignId, of), field);
  const { kind, items } = await negativeItems(db, profile.id, campaignId, of, added);
  const result = await mutate(client, profile.amazonProfileId, kind, "create", items);
  const [refused] = result.error;
  if (refused) throw new ApiError(1008, `Amazon did not accept the negatives: ${itemErrorMessage(refused)}`);
  const listed = await listEntities(client, profile.amazonProfileId, [kind], {
    campaignIdFilter: { include: [campaignId] },
  });
  await storeEntities(db, profile.id, listed);
  return { campaignId, added };
}
