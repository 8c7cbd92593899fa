/** Sponsored Products v3 entities as rows of our tables (pure). Bids and budgets become cents. */
type Entity = Record<string, unknown>;

const cents = (value: unknown) =>
  value === undefined || value === null ? null : Math.round(Number(value) * 100);
const str = (value: unknown) => (value === undefined || value === null ? null : String(value));
const createdAt = (entity: Entity) =>
  str((entity.extendedData as { creationDateTime?: string } | undefined)?.creationDateTime);

export function campaignRow(campaign: Entity) {
  const budget = campaign.budget as { budget?: number } | undefined;
  const bidding = campaign.dynamicBidding as
    | { strategy?: string; placementBidding?: { placement: string; percentage: number }[] }
    | undefined;
  const extended = campaign.extendedData as { servingStatus?: string } | undefined;
  return {
    campaignId: String(campaign.campaignId),
    name: String(campaign.name ?? ""),
    state: String(campaign.state),
    targetingType: String(campaign.targetingType),
    budgetCents: cents(budget?.budget) ?? 0,
    startDate: str(campaign.startDate),
    endDate: str(campaign.endDate),
    biddingStrategy: str(bidding?.strategy),
    placementBidding: bidding?.placementBidding ?? [],
    servingStatus: str(extended?.servingStatus),
  };
}

export const adGroupRow = (adGroup: Entity) => ({
  adGroupId: String(adGroup.adGroupId),
  campaignId: String(adGroup.campaignId),
  name: String(adGroup.name ?? ""),
  state: String(adGroup.state),
  defaultBidCents: cents(adGroup.defaultBid) ?? 0,
});

export const productAdRow = (ad: Entity) => ({
  adId: String(ad.adId),
  campaignId: String(ad.campaignId),
  adGroupId: String(ad.adGroupId),
  sku: str(ad.sku),
  asin: str(ad.asin),
  state: String(ad.state),
});

export const keywordRow = (kind: "KEYWORD" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") => (keyword: Entity) => ({
  keywordId: String(keyword.keywordId ?? keyword.campaignNegativeKeywordId),
  kind,
  campaignId: String(keyword.campaignId),
  adGroupId: str(keyword.adGroupId),
  keywordText: String(keyword.keywordText ?? ""),
  matchType: String(keyword.matchType ?? ""),
  state: String(keyword.state),
  bidCents: cents(keyword.bid),
  createdAt: createdAt(keyword),
});

export const targetRow = (kind: "TARGET" | "NEGATIVE" | "CAMPAIGN_NEGATIVE") => (target: Entity) => ({
  targetId: String(target.targetId ?? target.campaignNegativeTargetingClauseId),
  kind,
  campaignId: String(target.campaignId),
  adGroupId: str(target.adGroupId),
  expressionType: str(target.expressionType),
  expression: (target.expression as { type: string; value?: string }[] | undefined) ?? [],
  state: String(target.state),
  bidCents: cents(target.bid),
  createdAt: createdAt(target),
});
