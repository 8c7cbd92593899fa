import { and, eq } from "drizzle-orm";
import { validationError } from "../../contracts/api-error";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import type { ProfileAccess } from "../amazon-accounts/profile-ads-client";
import { updateKeyword } from "../sku-keywords/mutations";
import { exactAsinOf } from "../sku-targets/asin-expression";
import { requireManagedCampaignId } from "../sku-targets/scope";
import { updateAsinTarget } from "../sku-targets/update";

export type SwitchedTargeting = { campaignId: string; state: string; ids: string[] };

/** The id of each named entry (compared without case); 1005 naming `field` for one the campaign lacks. */
function idsOf(named: string[], rows: { id: string; name: string | null }[], field: string, what: string) {
  const byName = new Map(
    rows.flatMap((row) => (row.name ? [[row.name.toLowerCase(), row.id] as const] : [])),
  );
  return [...new Set(named)].map((name) => {
    const id = byName.get(name.toLowerCase());
    if (!id) throw validationError(field, `'${name}' is not ${what} of this campaign`);
    return id;
  });
}

/** The campaign's keywords named by their text, each switched as the keyword edit does (document 001 §3 Keyword UpdateState). */
export async function setCampaignKeywordStates(
  db: Database,
  access: ProfileAccess,
  campaignId: string,
  keywordTexts: string[],
  state: string,
  now: Date,
): Promise<SwitchedTargeting> {
  await requireManagedCampaignId(db, access.profile.id, campaignId);
  const rows = await db
    .select({ id: spKeywords.keywordId, name: spKeywords.keywordText })
    .from(spKeywords)
    .where(
      and(
        eq(spKeywords.profileId, access.profile.id),
        eq(spKeywords.campaignId, campaignId),
        eq(spKeywords.kind, "KEYWORD"),
      ),
    );
  const ids = idsOf(keywordTexts, rows, "keywords", "a keyword");
  for (const id of ids) await updateKeyword(db, access, id, { state }, now);
  return { campaignId, state, ids };
}

/** The campaign's ASIN targets named by their ASIN, each switched as the target edit does (ProductTarget UpdateState). */
export async function setCampaignTargetStates(
  db: Database,
  access: ProfileAccess,
  campaignId: string,
  asins: string[],
  state: string,
  now: Date,
): Promise<SwitchedTargeting> {
  await requireManagedCampaignId(db, access.profile.id, campaignId);
  const rows = await db
    .select({ id: spTargets.targetId, expression: spTargets.expression })
    .from(spTargets)
    .where(
      and(
        eq(spTargets.profileId, access.profile.id),
        eq(spTargets.campaignId, campaignId),
        eq(spTargets.kind, "TARGET"),
      ),
    );
  const named = rows.map((row) => ({ id: row.id, name: exactAsinOf(row.expression) }));
  const ids = idsOf(asins, named, "productTargets", "an ASIN target");
  for (const id of ids) await updateAsinTarget(db, access, id, { state }, now);
  return { campaignId, state, ids };
}
