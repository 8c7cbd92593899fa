import { and, eq } from "drizzle-orm";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { exactAsinOf } from "../sku-targets/asin-expression";

/** A synced keyword or ASIN target of a campaign by what the seller calls it: its text, or its ASIN. */
export type NamedRow = { id: string; name: string | null; state: string };

type Kind = "KEYWORD" | "TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE";

/** The campaign's synced keywords of one kind (KEYWORD, or its own CAMPAIGN_NEGATIVE ones), named by text. */
export const campaignKeywordRows = (
  db: Database,
  profileId: number,
  campaignId: string,
  kind: Exclude<Kind, "TARGET">,
): Promise<NamedRow[]> =>
  db
    .select({ id: spKeywords.keywordId, name: spKeywords.keywordText, state: spKeywords.state })
    .from(spKeywords)
    .where(
      and(
        eq(spKeywords.profileId, profileId),
        eq(spKeywords.campaignId, campaignId),
        eq(spKeywords.kind, kind),
      ),
    );

/** The campaign's synced targets of one kind, named by the ASIN they name exactly (null for others). */
export async function campaignTargetRows(
  db: Database,
  profileId: number,
  campaignId: string,
  kind: Exclude<Kind, "KEYWORD">,
): Promise<NamedRow[]> {
  const rows = await db
    .select({ id: spTargets.targetId, expression: spTargets.expression, state: spTargets.state })
    .from(spTargets)
    .where(
      and(eq(spTargets.profileId, profileId), eq(spTargets.campaignId, campaignId), eq(spTargets.kind, kind)),
    );
  return rows.map(({ id, expression, state }) => ({ id, name: exactAsinOf(expression), state }));
}
