import type { SpKind } from "../amazon/sp-kinds";
import { spAdGroups, spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import type { Database } from "../db/client";
import { upsertRows } from "../db/upsert";
import { adGroupRow, campaignRow, keywordRow, productAdRow, targetRow } from "./entity-rows";

type Entity = Record<string, unknown>;

/** Sponsored Products entities as Amazon answers them, by the v3 kind they were listed as. */
export type SpEntities = Partial<Record<SpKind, Entity[]>>;

const stamped =
  <T>(row: (entity: Entity) => T) =>
  (profileId: number, entities: Entity[]) =>
    entities.map((entity) => ({ ...row(entity), profileId, syncedAt: new Date() }));

const campaigns = stamped(campaignRow);
const adGroups = stamped(adGroupRow);
const productAds = stamped(productAdRow);
const keywords = (kind: "KEYWORD" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") => stamped(keywordRow(kind));
const targets = (kind: "TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") => stamped(targetRow(kind));

type Rows = {
  campaigns: ReturnType<typeof campaigns>;
  adGroups: ReturnType<typeof adGroups>;
  productAds: ReturnType<typeof productAds>;
  keywords: ReturnType<ReturnType<typeof keywords>>;
  targets: ReturnType<ReturnType<typeof targets>>;
};

/** Each listed kind's rows and the table they go to. */
const KINDS: Record<SpKind, (profileId: number, entities: Entity[]) => Partial<Rows>> = {
  campaigns: (profileId, entities) => ({ campaigns: campaigns(profileId, entities) }),
  adGroups: (profileId, entities) => ({ adGroups: adGroups(profileId, entities) }),
  productAds: (profileId, entities) => ({ productAds: productAds(profileId, entities) }),
  keywords: (profileId, entities) => ({ keywords: keywords("KEYWORD")(profileId, entities) }),
  negativeKeywords: (profileId, entities) => ({ keywords: keywords("NEGATIVE")(profileId, entities) }),
  campaignNegativeKeywords: (profileId, entities) => ({
    keywords: keywords("CAMPAIGN_NEGATIVE")(profileId, entities),
  }),
  targets: (profileId, entities) => ({ targets: targets("TARGET")(profileId, entities) }),
  negativeTargets: (profileId, entities) => ({ targets: targets("NEGATIVE")(profileId, entities) }),
  campaignNegativeTargets: (profileId, entities) => ({
    targets: targets("CAMPAIGN_NEGATIVE")(profileId, entities),
  }),
};

/** Upserts rows into our synced tables (sp_campaigns … sp_targets) by key. */
async function upsertEntityRows(db: Database, rows: Partial<Rows>) {
  if (rows.campaigns)
    await upsertRows(db, spCampaigns, [spCampaigns.profileId, spCampaigns.campaignId], rows.campaigns);
  if (rows.adGroups)
    await upsertRows(db, spAdGroups, [spAdGroups.profileId, spAdGroups.adGroupId], rows.adGroups);
  if (rows.productAds)
    await upsertRows(db, spProductAds, [spProductAds.profileId, spProductAds.adId], rows.productAds);
  if (rows.keywords)
    await upsertRows(
      db,
      spKeywords,
      [spKeywords.profileId, spKeywords.kind, spKeywords.keywordId],
      rows.keywords,
    );
  if (rows.targets)
    await upsertRows(db, spTargets, [spTargets.profileId, spTargets.kind, spTargets.targetId], rows.targets);
}

/** One listed page of a kind into its table, replacing the rows it already has by key. Answers the rows stored. */
export async function storeEntityPage(db: Database, profileId: number, kind: SpKind, entities: Entity[]) {
  const rows = KINDS[kind](profileId, entities);
  await upsertEntityRows(db, rows);
  return entities.length;
}

/**
 * Copies the entities into our synced tables (sp_campaigns … sp_targets), replacing the rows they
 * already have by key. Answers the rows stored.
 */
export async function storeEntities(db: Database, profileId: number, entities: SpEntities) {
  const rows: Rows = { campaigns: [], adGroups: [], productAds: [], keywords: [], targets: [] };
  for (const [kind, list] of Object.entries(entities) as [SpKind, Entity[] | undefined][]) {
    for (const [table, tableRows] of Object.entries(KINDS[kind](profileId, list ?? [])))
      (rows[table as keyof Rows] as unknown[]).push(...(tableRows as unknown[]));
  }
  await upsertEntityRows(db, rows);
  return rows;
}
