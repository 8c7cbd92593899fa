import { and, eq, sql } from "drizzle-orm";
import { productUrl } from "../../amazon/product-url";
import type { AsinTarget, CampaignTargets, KeywordTarget } from "../../contracts/campaigns/campaign-detail";
import { targetReportOf } from "../../contracts/campaigns/target-report";
import type { DateRange } from "../../contracts/date-range";
import { centsToDollars } from "../../contracts/metrics";
import { spKeywords, spTargets } from "../../db/ads-schema";
import type { Database } from "../../db/client";
import { type FigureRow, figuresOf, SUM_FIGURES } from "../../db/figures-sql";
import { activeBoosts, organicFlags } from "../sku-keywords/keywords";
import { adGroupDefaultBids, defaultBidOf } from "../sku-targets/ad-group-default-bids";
import { exactAsinOf } from "../sku-targets/asin-expression";
import { optionsOf } from "../sku-targets/asin-targets";

type Profile = { id: number; countryCode: string };

/** Each keyword's or target's figures over the range (TARGETING rows are keyed by its id). */
async function targetingFigures(db: Database, profileId: number, campaignId: string, range: DateRange) {
  const rows = await db.all<FigureRow & { entityId: string }>(sql`
    select dm.entity_id as entityId, ${SUM_FIGURES}
    from daily_metrics dm
    where dm.profile_id = ${profileId} and dm.campaign_id = ${campaignId}
      and dm.date between ${range.startDate} and ${range.endDate} and dm.grain = 'TARGETING'
    group by dm.entity_id`);
  return new Map(rows.map((row) => [row.entityId, targetReportOf(figuresOf(row))]));
}

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * The campaign's keywords and ASIN targets as last synced, each with its figures over the range
 * (`report` absent without rows), boosts, organic optimisation and placement flags. Bids in dollars.
 */
export async function campaignTargets(
  db: Database,
  profile: Profile,
  campaignId: string,
  range: DateRange,
): Promise<CampaignTargets> {
  const [reports, keywords, targets] = await Promise.all([
    targetingFigures(db, profile.id, campaignId, range),
    db
      .select()
      .from(spKeywords)
      .where(
        and(
          eq(spKeywords.profileId, profile.id),
          eq(spKeywords.campaignId, campaignId),
          eq(spKeywords.kind, "KEYWORD"),
        ),
      )
      .orderBy(spKeywords.keywordText, spKeywords.matchType, spKeywords.keywordId),
    db
      .select()
      .from(spTargets)
      .where(
        and(
          eq(spTargets.profileId, profile.id),
          eq(spTargets.campaignId, campaignId),
          eq(spTargets.kind, "TARGET"),
        ),
      )
      .orderBy(spTargets.targetId),
  ]);
  const [boosts, organic, options, defaults] = await Promise.all([
    activeBoosts(
      db,
      profile.id,
      keywords.map((keyword) => keyword.keywordId),
    ),
    organicFlags(
      db,
      profile.id,
      keywords.map((keyword) => keyword.keywordId),
    ),
    optionsOf(
      db,
      profile.id,
      targets.map((target) => target.targetId),
    ),
    adGroupDefaultBids(
      db,
      profile.id,
      [...keywords, ...targets].map((row) => row.adGroupId),
    ),
  ]);
  const withReport = <T extends object>(row: T, id: string) => {
    const report = reports.get(id);
    return report ? { ...row, report } : row;
  };
  const keywordTargets = keywords.map(
    (keyword): KeywordTarget =>
      withReport(
        {
          id: keyword.keywordId,
          keywordText: keyword.keywordText,
          matchType: keyword.matchType,
          state: keyword.state,
          bid: dollars(keyword.bidCents),
          defaultBid: defaultBidOf(defaults, keyword.adGroupId),
          organicSearchOptimization: organic.has(keyword.keywordId),
          isBoosted: boosts.has(keyword.keywordId),
          boostMaxBid: dollars(boosts.get(keyword.keywordId)?.boostMaxBidCents ?? null),
          campaignId,
        },
        keyword.keywordId,
      ),
  );
  const asinTargets = targets.flatMap((target): AsinTarget[] => {
    const asin = exactAsinOf(target.expression);
    if (!asin) return [];
    const row: AsinTarget = {
      id: target.targetId,
      productAsin: asin,
      url: productUrl(profile.countryCode, asin),
      thumbnail: null,
      state: target.state,
      bid: dollars(target.bidCents),
      defaultBid: defaultBidOf(defaults, target.adGroupId),
      increaseProductPagesPlacement: options.get(target.targetId)?.increaseProductPagesPlacement ?? false,
      increaseTopOfSearchPlacement: options.get(target.targetId)?.increaseTopOfSearchPlacement ?? false,
      campaignId,
    };
    return [withReport(row, target.targetId)];
  });
  return { keywordTargets, asinTargets };
}
