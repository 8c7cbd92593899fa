import { type SQL, sql } from "drizzle-orm";
import { sellerProfileIds } from "../../access/seller-profile-ids";
import type { StateFilter } from "../../contracts/campaign-filters";

export type StatisticsScope = {
  organisationId: string;
  /** One of the organisation's profiles (already checked), or all of them. */
  profileId?: number;
  state: StateFilter;
  advertisedSkuId?: number;
};

/** The scope's profile ids as a subquery, so the statement's bound parameters stay few. */
export const scopeProfileIds = ({
  organisationId,
  profileId,
}: Pick<StatisticsScope, "organisationId" | "profileId">) => sellerProfileIds(organisationId, profileId);

/**
 * The scope's campaigns as (profile_id, campaign_id) rows when a filter narrows them, null when
 * every campaign of the scope's profiles counts (campaigns with no synced row included).
 */
export function filteredCampaigns(scope: StatisticsScope): SQL | null {
  if (scope.state === "ALL" && scope.advertisedSkuId === undefined) return null;
  if (scope.advertisedSkuId === undefined) {
    return sql`
      select c.profile_id, c.campaign_id from sp_campaigns c
      where c.profile_id in (${scopeProfileIds(scope)}) and c.state = ${scope.state}`;
  }
  return sql`
    select m.profile_id, m.campaign_id from managed_campaigns m
    ${scope.state === "ALL" ? sql`` : sql`join sp_campaigns c on c.profile_id = m.profile_id and c.campaign_id = m.campaign_id and c.state = ${scope.state}`}
    where m.profile_id in (${scopeProfileIds(scope)}) and m.advertised_sku_id = ${scope.advertisedSkuId}`;
}

/** Sums of the six figure columns of table alias `t`, named as FigureRow. */
export const sumFigures = (t: string) =>
  sql.raw(
    [
      `coalesce(sum(${t}.impressions), 0) as impressions`,
      `coalesce(sum(${t}.clicks), 0) as clicks`,
      `coalesce(sum(${t}.cost_cents), 0) as spendCents`,
      `coalesce(sum(${t}.sales_cents), 0) as salesCents`,
      `coalesce(sum(${t}.orders), 0) as orders`,
      `coalesce(sum(${t}.units), 0) as units`,
    ].join(", "),
  );
