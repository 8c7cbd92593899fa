import { spAdGroups, spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import { adGroupRow, campaignRow, keywordRow, productAdRow, targetRow } from "./entity-rows";

type Entity = Record<string, unknown>;

/** Sponsored Products entities as Amazon answers them, by the v3 kind they were listed as. */
export type SpEntities = {
  campaigns?: Entity[];
  adGroups?: Entity[];
  productAds?: Entity[];
  keywords?: Entity[];
  negativeKeywords?: Entity[];
  campaignNegativeKeywords?: Entity[];
  targets?: Entity[];
  negativeTargets?: Entity[];
  campaignNegativeTargets?: Entity[];
};

/**
 * Copies the entities into our synced tables (sp_campaigns … sp_targets), replacing the rows they
 * already have by key; statements are sized to D1's limits by upsertRows. Answers the rows stored.
 */
export async function storeEntities(db: Database, profileId: number, entities: SpEntities) {
  const rowsOf = <T>(list: Entity[] | undefined, row: (entity: Entity) => T) =>
    (list ?? []).map((entity) => ({ ...row(entity), profileId, syncedAt: new Date() }));
  const rows = {
    campaigns: rowsOf(entities.campaigns, campaignRow),
    adGroups: rowsOf(entities.adGroups, adGroupRow),
    productAds: rowsOf(entities.productAds, productAdRow),
    keywords: [
      ...rowsOf(entities.keywords, keywordRow("KEYWORD")),
      ...rowsOf(entities.negativeKeywords, keywordRow("NEGATIVE")),
      ...rowsOf(entities.campaignNegativeKeywords, keywordRow("CAMPAIGN_NEGATIVE")),
    ],
    targets: [
      ...rowsOf(entities.targets, targetRow("TARGET")),
      ...rowsOf(entities.negativeTargets, targetRow("NEGATIVE")),
      ...rowsOf(entities.campaignNegativeTargets, targetRow("CAMPAIGN_NEGATIVE")),
    ],
  };
  await upsertRows(db, spCampaigns, [spCampaigns.profileId, spCampaigns.campaignId], rows.campaigns);
  await upsertRows(db, spAdGroups, [spAdGroups.profileId, spAdGroups.adGroupId], rows.adGroups);
  await upsertRows(db, spProductAds, [spProductAds.profileId, spProductAds.adId], rows.productAds);
  await upsertRows(
    db,
    spKeywords,
    [spKeywords.profileId, spKeywords.kind, spKeywords.keywordId],
    rows.keywords,
  );
  await upsertRows(db, spTargets, [spTargets.profileId, spTargets.kind, spTargets.targetId], rows.targets);
  return rows;
}
