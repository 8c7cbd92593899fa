import { REPORT_COLUMNS } from "../../model/index";

const CAMPAIGN = [
  "campaignId",
  "campaignName",
  "campaignStatus",
  "campaignBudgetAmount",
  "campaignBudgetType",
  "campaignBudgetCurrencyCode",
];
const AD_GROUP = ["adGroupId", "adGroupName"];
const TARGETING = ["keywordId", "keyword", "keywordType", "matchType", "targeting"];
const TIME = ["date", "startDate", "endDate"];

/** The dimension columns each report type's groupBy values make available (as Amazon's report docs list them). */
const GROUP_COLUMNS: Record<string, Record<string, string[]>> = {
  spCampaigns: {
    campaign: CAMPAIGN,
    adGroup: [...CAMPAIGN, ...AD_GROUP],
    campaignPlacement: [...CAMPAIGN, "placementClassification"],
  },
  spTargeting: { targeting: [...CAMPAIGN, ...AD_GROUP, ...TARGETING] },
  spSearchTerm: { searchTerm: [...CAMPAIGN, ...AD_GROUP, ...TARGETING, "searchTerm"] },
  spAdvertisedProduct: { advertiser: [...CAMPAIGN, ...AD_GROUP, "adId", "advertisedAsin", "advertisedSku"] },
};

const DIMENSIONS = new Set(Object.values(GROUP_COLUMNS).flatMap((groups) => Object.values(groups).flat()));

/**
 * Columns a report may ask for: time columns, every metric, and the dimensions its groupBy makes
 * available. Answers Amazon's 400 detail when some are not allowed (unknown report types and
 * groupBy values are the model's to refuse).
 */
export function columnProblem(reportTypeId: string, groupBy: readonly string[], columns: readonly string[]) {
  const groups = GROUP_COLUMNS[reportTypeId];
  if (!groups || groupBy.some((group) => !(group in groups))) return undefined;
  const allowed = new Set([
    ...TIME,
    ...Object.keys(REPORT_COLUMNS).filter((column) => !DIMENSIONS.has(column) && !TIME.includes(column)),
    ...groupBy.flatMap((group) => groups[group] ?? []),
  ]);
  const invalid = columns.filter((column) => !allowed.has(column));
  if (invalid.length === 0) return undefined;
  return `configuration columns includes invalid values: (${invalid.join(", ")}). Allowed values: (${[...allowed].sort().join(", ")})`;
}
