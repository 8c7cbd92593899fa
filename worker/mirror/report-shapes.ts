import type { ReportType } from "../amazon/reports";

/** The figures asked of every report: what metric-rows.ts reads into our figure columns. */
const FIGURES = ["impressions", "clicks", "cost", "purchases7d", "sales7d", "unitsSoldClicks7d"];

/** How each report is grouped and which columns it answers with: what metric-rows.ts turns into rows. */
export const REPORT_SHAPES: Record<ReportType, { groupBy: string[]; columns: string[] }> = {
  spCampaigns: {
    groupBy: ["campaign", "campaignPlacement"],
    columns: ["date", "campaignId", "placementClassification", ...FIGURES],
  },
  spTargeting: {
    groupBy: ["targeting"],
    columns: ["date", "campaignId", "adGroupId", "keywordId", ...FIGURES],
  },
  spAdvertisedProduct: {
    groupBy: ["advertiser"],
    columns: ["date", "campaignId", "adGroupId", "adId", "advertisedSku", "advertisedAsin", ...FIGURES],
  },
  spSearchTerm: {
    groupBy: ["searchTerm"],
    columns: ["date", "campaignId", "adGroupId", "keywordId", "searchTerm", ...FIGURES],
  },
};
