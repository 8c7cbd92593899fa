import { mutate } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError, validationError } from "../../contracts/api-error";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";
import type { ProfileAccess } from "../amazon-accounts/profile-ads-client";
import { requireManagedCampaignId } from "../sku-targets/scope";
import { campaignKeywordRows, campaignTargetRows } from "./campaign-targeting-rows";

export type AddedNegatives = { campaignId: string; added: string[] };

/** The campaign's live negatives at its own level: keyword texts, or the ASINs of its negative targets. */
async function liveNegatives(db: Database, profileId: number, campaignId: string, of: "keywords" | "asins") {
  const rows =
    of === "keywords"
      ? await campaignKeywordRows(db, profileId, campaignId, "CAMPAIGN_NEGATIVE")
      : await campaignTargetRows(db, profileId, campaignId, "CAMPAIGN_NEGATIVE");
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

const SHAPES = {
  keywords: {
    kind: "campaignNegativeKeywords",
    field: "negativeKeywords",
    item: (campaignId: string, keywordText: string) => ({
      campaignId,
      keywordText,
      matchType: "NEGATIVE_EXACT",
      state: "ENABLED",
    }),
  },
  asins: {
    kind: "campaignNegativeTargets",
    field: "negativeProductTargets",
    item: (campaignId: string, asin: string) => ({
      campaignId,
      expression: [{ type: "ASIN_SAME_AS", value: asin }],
      state: "ENABLED",
    }),
  },
} as const;

/**
 * Negatives at a managed campaign's own level (document 001 §3 AddNegativeKeyword: negative exact
 * keywords; AddNegativeProductTarget: negative ASINs): the new ones sent to Amazon (1008 when it
 * refuses any), then the campaign's negatives stored as Amazon has them.
 */
export async function addCampaignNegatives(
  db: Database,
  { profile, client }: ProfileAccess,
  change: { campaignId: string; of: "keywords" | "asins"; entries: string[] },
): Promise<AddedNegatives> {
  const { campaignId, of, entries } = change;
  const { kind, field, item } = SHAPES[of];
  await requireManagedCampaignId(db, profile.id, campaignId);
  const added = newEntries(entries, await liveNegatives(db, profile.id, campaignId, of), field);
  const result = await mutate(
    client,
    profile.amazonProfileId,
    kind,
    "create",
    added.map((entry) => item(campaignId, entry)),
  );
  const [refused] = result.error;
  if (refused) throw new ApiError(1008, `Amazon did not accept the negatives: ${itemErrorMessage(refused)}`);
  const listed = await listEntities(client, profile.amazonProfileId, [kind], {
    campaignIdFilter: { include: [campaignId] },
  });
  await storeEntities(db, profile.id, listed);
  return { campaignId, added };
}
