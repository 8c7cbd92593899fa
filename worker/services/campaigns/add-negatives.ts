import { and, eq, ne } from "drizzle-orm";
import { mutate } from "../../amazon/sp-entities";
import { itemErrorMessage } from "../../amazon/sp-item-error";
import { ApiError, validationError } from "../../contracts/api-error";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { listEntities } from "../../mirror/list-entities";
import { storeEntities } from "../../mirror/store-entities";
import type { ProfileAccess } from "../amazon-accounts/profile-ads-client";
import { exactAsinOf } from "../sku-targets/asin-expression";
import { requireManagedCampaignId } from "../sku-targets/scope";

export type AddedNegatives = { campaignId: string; added: string[] };

/** The entries not negative in the campaign yet (each once, compared without case). */
function newEntries(given: string[], existing: string[], field: string) {
  const taken = new Set(existing.map((entry) => entry.toLowerCase()));
  const fresh = [...new Map(given.map((entry) => [entry.toLowerCase(), entry])).values()].filter(
    (entry) => !taken.has(entry.toLowerCase()),
  );
  if (fresh.length === 0) throw validationError(field, "Already negative in this campaign");
  return fresh;
}

/** Sends the new negatives to Amazon (1008 when it refuses any), then stores the campaign's as Amazon has them. */
async function createAndStore(
  db: Database,
  { profile, client }: ProfileAccess,
  kind: "campaignNegativeKeywords" | "campaignNegativeTargets",
  campaignId: string,
  items: unknown[],
) {
  const result = await mutate(client, profile.amazonProfileId, kind, "create", items);
  const [refused] = result.error;
  if (refused) throw new ApiError(1008, `Amazon did not accept the negatives: ${itemErrorMessage(refused)}`);
  const listed = await listEntities(client, profile.amazonProfileId, [kind], {
    campaignIdFilter: { include: [campaignId] },
  });
  await storeEntities(db, profile.id, listed);
}

/** Negative exact keywords at the campaign's level, on Amazon and in our copy (document 001 §3 AddNegativeKeyword). */
export async function addCampaignNegativeKeywords(
  db: Database,
  access: ProfileAccess,
  campaignId: string,
  keywordTexts: string[],
): Promise<AddedNegatives> {
  await requireManagedCampaignId(db, access.profile.id, campaignId);
  const existing = await db
    .select({ text: spKeywords.keywordText })
    .from(spKeywords)
    .where(
      and(
        eq(spKeywords.profileId, access.profile.id),
        eq(spKeywords.campaignId, campaignId),
        eq(spKeywords.kind, "CAMPAIGN_NEGATIVE"),
        ne(spKeywords.state, "ARCHIVED"),
      ),
    );
  const added = newEntries(
    keywordTexts,
    existing.map((row) => row.text),
    "negativeKeywords",
  );
  await createAndStore(
    db,
    access,
    "campaignNegativeKeywords",
    campaignId,
    added.map((keywordText) => ({ campaignId, keywordText, matchType: "NEGATIVE_EXACT", state: "ENABLED" })),
  );
  return { campaignId, added };
}

/** Negative ASIN targets at the campaign's level, on Amazon and in our copy (document 001 §3 AddNegativeProductTarget). */
export async function addCampaignNegativeTargets(
  db: Database,
  access: ProfileAccess,
  campaignId: string,
  asins: string[],
): Promise<AddedNegatives> {
  await requireManagedCampaignId(db, access.profile.id, campaignId);
  const existing = await db
    .select({ expression: spTargets.expression })
    .from(spTargets)
    .where(
      and(
        eq(spTargets.profileId, access.profile.id),
        eq(spTargets.campaignId, campaignId),
        eq(spTargets.kind, "CAMPAIGN_NEGATIVE"),
        ne(spTargets.state, "ARCHIVED"),
      ),
    );
  const added = newEntries(
    asins,
    existing.flatMap((row) => exactAsinOf(row.expression) ?? []),
    "negativeProductTargets",
  );
  await createAndStore(
    db,
    access,
    "campaignNegativeTargets",
    campaignId,
    added.map((asin) => ({
      campaignId,
      expression: [{ type: "ASIN_SAME_AS", value: asin }],
      state: "ENABLED",
    })),
  );
  return { campaignId, added };
}
