import type { AdsClient } from "../amazon/ads-client";
import { listAll } from "../amazon/sp-entities";
import type { Database } from "../app-env";
import { spAdGroups, spCampaigns, spKeywords, spProductAds, spTargets } from "../db/ads-schema";
import { upsertRows } from "../db/upsert";
import { adGroupRow, campaignRow, keywordRow, productAdRow, targetRow } from "./entity-rows";

type Entity = Record<string, unknown>;

/** Every Sponsored Products entity of the profile, every page, into our tables. Answers rows written. */
export async function syncEntities(
  db: Database,
  client: AdsClient,
  profileId: number,
  amazonProfileId: string,
) {
  const list = (kind: Parameters<typeof listAll>[2], filters: Record<string, unknown> = {}) =>
    listAll<Entity>(client, amazonProfileId, kind, filters);
  const stamp = <T>(rows: T[]) => rows.map((row) => ({ ...row, profileId, syncedAt: new Date() }));

  const [
    campaigns,
    adGroups,
    productAds,
    keywords,
    negatives,
    campaignNegatives,
    targets,
    negativeTargets,
    campaignNegativeTargets,
  ] = await Promise.all([
    list("campaigns", { includeExtendedDataFields: true }),
    list("adGroups"),
    list("productAds"),
    list("keywords"),
    list("negativeKeywords"),
    list("campaignNegativeKeywords"),
    list("targets"),
    list("negativeTargets"),
    list("campaignNegativeTargets"),
  ]);

  await upsertRows(
    db,
    spCampaigns,
    [spCampaigns.profileId, spCampaigns.campaignId],
    stamp(campaigns.map(campaignRow)),
  );
  await upsertRows(
    db,
    spAdGroups,
    [spAdGroups.profileId, spAdGroups.adGroupId],
    stamp(adGroups.map(adGroupRow)),
  );
  await upsertRows(
    db,
    spProductAds,
    [spProductAds.profileId, spProductAds.adId],
    stamp(productAds.map(productAdRow)),
  );
  await upsertRows(
    db,
    spKeywords,
    [spKeywords.profileId, spKeywords.kind, spKeywords.keywordId],
    [
      ...stamp(keywords.map(keywordRow("KEYWORD"))),
      ...stamp(negatives.map(keywordRow("NEGATIVE"))),
      ...stamp(campaignNegatives.map(keywordRow("CAMPAIGN_NEGATIVE"))),
    ],
  );
  await upsertRows(
    db,
    spTargets,
    [spTargets.profileId, spTargets.kind, spTargets.targetId],
    [
      ...stamp(targets.map(targetRow("TARGET"))),
      ...stamp(negativeTargets.map(targetRow("NEGATIVE"))),
      ...stamp(campaignNegativeTargets.map(targetRow("CAMPAIGN_NEGATIVE"))),
    ],
  );
  return (
    campaigns.length +
    adGroups.length +
    productAds.length +
    keywords.length +
    negatives.length +
    campaignNegatives.length +
    targets.length +
    negativeTargets.length +
    campaignNegativeTargets.length
  );
}
